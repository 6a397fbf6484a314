import {
  applyDecorators,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { type z } from 'zod';
import { type CallDefinition } from '@dating/contracts';
import { Observable } from 'rxjs';
import { withRequestId } from '../request-id';
import { admit, CallRefused, refusedCall, requestIdOfCall, type Handled } from './admission';
import { type BusIdentity } from './identity';
import { BUS_IDENTITY } from './tokens';

const HANDLED_CALL = Symbol('handled call');

/** The admitted request of each message in flight, from the gate to its handler. */
const admitted = new WeakMap<object, Handled<CallDefinition>>();

/**
 * The one door into a service: verifies the caller's assertion, checks access and ownership,
 * parses the input. Bad proof is refused and logged. The call is handled as part of the
 * caller's request (request-id.ts), so what it logs and the calls it makes carry the id.
 */
@Injectable()
export class CallGate implements NestInterceptor {
  private readonly logger = new Logger('CallGate');

  constructor(
    private readonly reflector: Reflector,
    @Inject(BUS_IDENTITY) private readonly identity: BusIdentity,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const call = this.reflector.get<CallDefinition>(HANDLED_CALL, context.getHandler());
    const message: unknown = context.switchToRpc().getData();
    const requestId = requestIdOfCall(message);
    // Subscribed inside the request's context: the handler, what it leaves running and the
    // error filter's log line all inherit it (Nest subscribes outside any context of ours).
    return new Observable((subscriber) =>
      withRequestId(requestId, () => {
        this.admit(call, message);
        return next.handle().subscribe(subscriber);
      }),
    );
  }

  private admit(call: CallDefinition, message: unknown): void {
    try {
      admitted.set(message as object, admit(call, message, this.identity, Date.now()));
    } catch (error) {
      if (!(error instanceof CallRefused)) throw error;
      this.logger.warn({ msg: 'call refused', subject: call.subject, error: error.message });
      throw refusedCall();
    }
  }
}

/** What a handler may answer: the wire form of the call's output. */
type Answer<Call extends CallDefinition> = z.input<Call['output']>;

/**
 * Makes a method the handler of a call: `@Handles(interestCalls.relation)`. The method receives
 * the admitted request (`Handled<typeof call>`) and answers the call's output.
 */
export function Handles<Call extends CallDefinition>(call: Call) {
  return <Method extends (request: Handled<Call>) => Answer<Call> | Promise<Answer<Call>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Method>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@Handles(${call.subject}) must decorate a method`);
    descriptor.value = function (this: unknown, message: object) {
      const request = admitted.get(message);
      if (!request) throw new Error(`${call.subject} reached its handler without the gate`);
      return handler.call(this, request as Handled<Call>);
    } as unknown as Method;
    applyDecorators(
      MessagePattern(call.subject),
      SetMetadata(HANDLED_CALL, call),
      UseInterceptors(CallGate),
    )(target, key, descriptor);
  };
}
