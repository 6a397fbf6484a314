import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { callerSchema, deployables, type Caller, type Deployable } from '@dating/contracts';

/** How long an assertion holds: a call's whole life, with room for a slow hop. */
export const assertionLifetimeMs = 30_000;
/** Clocks of two hosts may disagree by this much. */
const clockSkewMs = 5_000;

/**
 * What a deployable states when it makes a call: who it is, which subject, which body (by its
 * digest) and on whose behalf. Signed with its Ed25519 key, so a service believes it without
 * trusting the bus.
 */
export interface AssertionClaims {
  iss: Deployable;
  sub: string;
  dig: string;
  caller: Caller | null;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const claimsSchema = z.object({
  iss: z.enum(deployables),
  sub: z.string(),
  dig: z.string(),
  caller: callerSchema.nullable(),
  exp: z.number().int(),
});

/** The body's digest as both sides see it: the JSON that travels. */
export function bodyDigest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');
}

export function signAssertion(
  key: KeyObject,
  statement: { iss: Deployable; sub: string; body: unknown; caller: Caller | null },
  now: number,
): string {
  const claims: AssertionClaims = {
    iss: statement.iss,
    sub: statement.sub,
    dig: bodyDigest(statement.body),
    caller: statement.caller,
    exp: now + assertionLifetimeMs,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(null, Buffer.from(payload), key).toString('base64url')}`;
}

export class AssertionRefused extends Error {
  override readonly name = 'AssertionRefused';
}

/**
 * The claims of an assertion, if a trusted deployable signed them for this subject and body
 * and they have not expired; else AssertionRefused saying why (for the log, not the caller).
 */
export function verifyAssertion(
  assertion: string,
  expected: { sub: string; body: unknown },
  trusted: ReadonlyMap<Deployable, KeyObject>,
  now: number,
): AssertionClaims {
  const [payload = '', signature = '', extra] = assertion.split('.');
  if (!payload || !signature || extra !== undefined) throw new AssertionRefused('not an assertion');
  let claims: AssertionClaims;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new AssertionRefused('unreadable claims');
  }
  const key = trusted.get(claims.iss);
  if (!key) throw new AssertionRefused(`${claims.iss} is not trusted here`);
  if (!verify(null, Buffer.from(payload), key, Buffer.from(signature, 'base64url')))
    throw new AssertionRefused(`bad signature for ${claims.iss}`);
  if (claims.sub !== expected.sub) throw new AssertionRefused(`made for ${claims.sub}`);
  if (claims.dig !== bodyDigest(expected.body)) throw new AssertionRefused('made for another body');
  if (claims.exp + clockSkewMs < now) throw new AssertionRefused('expired');
  if (claims.exp - now > assertionLifetimeMs + clockSkewMs)
    throw new AssertionRefused('expires too far ahead');
  return claims;
}
