import { z } from 'zod';
import {
  languages,
  Role,
  type Caller,
  type CallDefinition,
  type Deployable,
  type Language,
  MessageCode,
} from '@dating/contracts';
import { forbidden, unauthenticated } from '../errors';
import { requestIdFrom, requestIdSchema } from '../request-id';
import { parseInput } from '../validation';
import { AssertionRefused, verifyAssertion, type AssertionClaims } from './assertion';
import { type BusIdentity } from './identity';

/** Who did a write and through which subject: from the verified assertion, never from a body. */
export interface Audit {
  user: string;
  process: string;
}

/** What a handler receives: verified, access- and owner-checked, parsed. */
export interface Handled<Call extends CallDefinition> {
  caller: Call['access'] extends 'member' | 'admin' ? Caller : Caller | null;
  input: z.output<Call['input']>;
  lang: Language;
  audit: Audit;
  /** The deployable that made the call. */
  issuer: Deployable;
}

/** Every message to a call's subject. */
export const callMessageSchema = z.object({
  assertion: z.string().max(4096),
  lang: z.enum(languages).catch('en'),
  /** The request the call is part of, for the logs only: outside the assertion, it proves nothing. */
  requestId: requestIdSchema.optional().catch(undefined),
  body: z.unknown(),
});
export type CallMessage = z.infer<typeof callMessageSchema>;

/** The id of the request a message is part of; a new one when it names none (an older caller). */
export function requestIdOfCall(message: unknown): string {
  return requestIdFrom(
    typeof message === 'object' && message !== null && 'requestId' in message
      ? message.requestId
      : undefined,
  );
}

/** Why a message was refused, for the log; the sender only learns it was refused. */
export class CallRefused extends Error {
  override readonly name = 'CallRefused';
}

function mayCall(call: CallDefinition, claims: AssertionClaims): boolean {
  if (call.access === 'internal') return call.callers?.includes(claims.iss) ?? false;
  if (claims.iss !== 'gateway') return false;
  if (call.access === 'member') return claims.caller !== null;
  if (call.access === 'admin') return claims.caller?.role === Role.Admin;
  return true;
}

/**
 * A body naming `user_id` for the caller's own data must name the verified caller. A visitor
 * call may leave it out (the home page's cards carry none).
 */
function assertOwnInput(call: CallDefinition, input: unknown, caller: Caller | null): void {
  if (!call.ownerField || typeof input !== 'object' || input === null) return;
  const claimed = (input as Record<string, unknown>)[call.ownerField];
  if (claimed === undefined && call.access === 'visitor') return;
  if (!caller || Number(claimed) !== caller.userId) throw forbidden();
}

/**
 * Lets a message through to a handler only with a valid assertion from a deployable allowed to
 * make the call, then parses the input and checks ownership. Bad proof is CallRefused (the
 * gate logs it and answers UNAUTHENTICATED); bad input is BAD_REQUEST; another's data, FORBIDDEN.
 */
export function admit<Call extends CallDefinition>(
  call: Call,
  message: unknown,
  identity: BusIdentity,
  now: number,
): Handled<Call> {
  const envelope = callMessageSchema.safeParse(message);
  if (!envelope.success) throw new CallRefused('not a call message');
  const { assertion, lang, body } = envelope.data;
  let claims: AssertionClaims;
  try {
    claims = verifyAssertion(assertion, { sub: call.subject, body }, identity, now);
  } catch (error) {
    if (error instanceof AssertionRefused) throw new CallRefused(error.message);
    throw error;
  }
  if (!mayCall(call, claims))
    throw new CallRefused(`${claims.iss} may not make ${call.access} call ${call.subject}`);
  const input = parseInput(call.input, body) as z.output<Call['input']>;
  assertOwnInput(call, input, claims.caller);
  return {
    caller: claims.caller as Handled<Call>['caller'],
    input,
    lang,
    audit: { user: claims.caller?.username ?? claims.iss, process: call.subject },
    issuer: claims.iss,
  };
}

export const refusedCall = () => unauthenticated(MessageCode.missingToken);
