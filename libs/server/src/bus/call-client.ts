import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type Caller,
  type CallDefinition,
  type CallInput,
  type CallOutput,
  type Language,
} from '@dating/contracts';
import { errorMessage, serviceErrorOf, unavailable } from '../errors';
import { currentRequestId } from '../request-id';
import { ServiceClient } from '../service-client';
import { signAssertion } from './assertion';
import { type BusIdentity } from './identity';
import { BUS_IDENTITY } from './tokens';
import { type CallMessage } from './admission';

/** A failed call's fields for the log: the callee's error code and message, or what went wrong. */
function failureFields(error: unknown): { code?: string; error: string } {
  const carried = serviceErrorOf(error);
  if (carried) return { code: carried.code, error: carried.message };
  return { error: errorMessage(error) };
}

export interface CallContext {
  /** On whose behalf: the member the gateway verified; null for the service itself. */
  caller?: Caller | null;
  lang?: Language;
}

/**
 * What a failed call becomes: `throw` passes the callee's error on as it is (its message is
 * meant for our caller too); `unavailable` turns any failure into UNAVAILABLE; `{ fallback }`
 * answers the fallback instead (for what a page can do without).
 */
export type OnFailure<Fallback> = 'throw' | 'unavailable' | { fallback: Fallback };

/**
 * The one way to make a call over NATS: sealed as this deployable, with a timeout, the answer
 * parsed against the call's output schema.
 */
@Injectable()
export class CallClient {
  private readonly logger = new Logger('CallClient');

  constructor(
    private readonly transport: ServiceClient,
    @Inject(BUS_IDENTITY) private readonly identity: BusIdentity,
  ) {}

  call<Call extends CallDefinition, Fallback>(
    call: Call,
    input: CallInput<Call>,
    options: CallContext & { onFailure: { fallback: Fallback } },
  ): Promise<CallOutput<Call> | Fallback>;
  call<Call extends CallDefinition>(
    call: Call,
    input: CallInput<Call>,
    options?: CallContext & { onFailure?: 'throw' | 'unavailable' },
  ): Promise<CallOutput<Call>>;
  async call<Call extends CallDefinition, Fallback>(
    call: Call,
    input: CallInput<Call>,
    options: CallContext & { onFailure?: OnFailure<Fallback> } = {},
  ): Promise<CallOutput<Call> | Fallback> {
    const onFailure = options.onFailure ?? 'throw';
    try {
      const answer = await this.relay(call, input, options);
      const parsed = call.output.safeParse(answer);
      if (parsed.success) return parsed.data as CallOutput<Call>;
      this.logger.error({
        msg: 'answer outside its output schema',
        subject: call.subject,
        error: parsed.error.message,
      });
      throw unavailable();
    } catch (error) {
      if (onFailure === 'throw') throw error;
      // Our caller will not see this error, so the log is the only place it is told.
      this.logger.warn({ msg: 'call failed', subject: call.subject, ...failureFields(error) });
      if (onFailure === 'unavailable') throw unavailable();
      return onFailure.fallback;
    }
  }

  /**
   * Makes the call and hands back the answer as it came, unparsed: `call` checks it against the
   * output schema; a test that looks at what a service itself answers reads it here. The call
   * carries the id of the request it is made for, if any (request-id.ts).
   */
  relay(call: CallDefinition, input: unknown, context: CallContext = {}): Promise<unknown> {
    const caller = context.caller ?? null;
    const requestId = currentRequestId();
    // Sealed for each attempt, so a read asked again carries an assertion as fresh as the first.
    const message = (): CallMessage => ({
      assertion: signAssertion(
        this.identity,
        { sub: call.subject, body: input, caller },
        Date.now(),
      ),
      lang: context.lang ?? 'en',
      requestId,
      body: input,
    });
    return call.reads
      ? this.transport.sendRead(call.subject, message)
      : this.transport.send(call.subject, message());
  }
}
