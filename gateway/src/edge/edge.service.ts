import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  firstIssueMessage,
  Messages,
  Role,
  routes,
  toLanguage,
  type Caller,
  type RouteDefinition,
} from '@dating/contracts';
import { ServiceClient, ServiceException } from '@dating/server';
import { Authenticator, bearerToken } from './authenticator';
import { RouteMatcher } from './route-matcher';
import { SharedRateLimiter } from './shared-rate-limiter';

export interface EdgeRequest {
  method: string;
  path: string;
  body: unknown;
  ip: string;
  authorization?: string;
  acceptLanguage?: string;
}

export interface EdgeResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const fail = (code: ErrorCode, message: string) => new ServiceException(code, message);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request's input for validation: the JSON object body (POST) or the path parameters. */
export function routeInput(
  route: RouteDefinition,
  body: unknown,
  params: Record<string, string>,
): unknown {
  if (route.method === 'GET') return params;
  if (body === undefined || body === null || body === '') return { ...params };
  if (!isPlainObject(body)) throw fail(ErrorCode.BadRequest, Messages.bodyNotObject);
  return { ...body, ...params };
}

export function validateInput(route: RouteDefinition, input: unknown): unknown {
  const result = route.input.safeParse(input);
  if (!result.success) throw fail(ErrorCode.BadRequest, firstIssueMessage(result.error));
  return result.data;
}

/**
 * A body naming `user_id` for the caller's own data must name the token's user (no token: 403).
 * On a public route the owner field is optional (get-category's home page carries none); a
 * member route's schema requires it, and without it the call is refused all the same.
 */
export function assertOwnInput(
  route: RouteDefinition,
  input: unknown,
  caller: Caller | null,
): void {
  if (!route.ownerField) return;
  const claimed = isPlainObject(input) ? input[route.ownerField] : undefined;
  if (claimed === undefined && route.access === 'public') return;
  if (!caller || Number(claimed) !== caller.userId)
    throw fail(ErrorCode.Forbidden, Messages.forbidden);
}

export function cacheHeaders(route: RouteDefinition): Record<string, string> {
  if (!route.maxAgeSeconds) return { 'cache-control': 'no-store' };
  const scope = route.access === 'public' ? 'public' : 'private';
  return { 'cache-control': `${scope}, max-age=${route.maxAgeSeconds}`, vary: 'Accept-Language' };
}

/**
 * The edge: find the route, limit its rate, know the caller, validate the input, check
 * ownership, and ask the service that owns the subject. Each step is a plain function or a
 * small class; this only puts them in order.
 */
@Injectable()
export class EdgeService {
  private readonly matcher = new RouteMatcher(routes);

  constructor(
    private readonly authenticator: Authenticator,
    private readonly limiter: SharedRateLimiter,
    private readonly services: ServiceClient,
  ) {}

  async handle(request: EdgeRequest): Promise<EdgeResponse> {
    const matched = this.matcher.match(request.method, request.path);
    if (!matched) throw fail(ErrorCode.NotFound, Messages.notFound);
    const { route, params } = matched;

    if (route.ratePerMinute) {
      const decision = await this.limiter.hit(`${route.path}|${request.ip}`, route.ratePerMinute);
      if (!decision.allowed) {
        return {
          status: 429,
          headers: {
            'retry-after': String(decision.retryAfterSeconds),
            'cache-control': 'no-store',
          },
          body: { status: 'FAILED', message: Messages.tooManyRequests },
        };
      }
    }

    const caller = await this.caller(route, request.authorization);
    const input = validateInput(route, routeInput(route, request.body, params));
    assertOwnInput(route, input, caller);

    const body = await this.services.request(route.subject, input, {
      caller,
      lang: toLanguage(request.acceptLanguage?.slice(0, 2).toLowerCase()),
    });
    return { status: 200, headers: cacheHeaders(route), body };
  }

  private async caller(
    route: RouteDefinition,
    authorization: string | undefined,
  ): Promise<Caller | null> {
    if (route.access === 'public') {
      const token = bearerToken(authorization);
      return token ? this.authenticator.authenticate(token).catch(() => null) : null;
    }
    const caller = await this.authenticator.member(authorization);
    if (route.access === 'admin' && caller.role !== Role.Admin)
      throw fail(ErrorCode.Forbidden, Messages.adminOnly);
    return caller;
  }
}
