import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import { type FastifyRequest } from 'fastify';
import { ErrorCode, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const WITHOUT_API_KEY = 'withoutApiKey';

/** For the few answers that carry no data: the version at `/`. */
export const WithoutApiKey = () => SetMetadata(WITHOUT_API_KEY, true);

export function keyMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every `/api/*` call carries `x-api-key: <APP_KEY>`; without it, 401. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.reflector.get<boolean>(WITHOUT_API_KEY, context.getHandler())) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (keyMatches(this.config.APP_KEY, request.headers['x-api-key'])) return true;
    throw new ServiceException(ErrorCode.Unauthenticated, MessageCode.missingApiKey);
  }
}
