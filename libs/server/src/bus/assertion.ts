import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  callerSchema,
  deployables,
  ownerOf,
  type Caller,
  type Deployable,
} from '@dating/contracts';
import { type BusIdentity } from './identity';

/** How long an assertion holds: a call's whole life, with room for a slow hop. */
export const assertionLifetimeMs = 30_000;
/** Clocks of two hosts may disagree by this much. */
const clockSkewMs = 5_000;

/**
 * What a deployable states when it makes a call: who it is, which subject, which body (by its
 * digest) and on whose behalf. Sealed with the key only it and the callee share (identity.ts),
 * so a service believes it without trusting the bus.
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

function seal(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** The key `identity` shares with `peer`; a peer missing from TRUSTED_KEYS is a setup error. */
function keyWith(identity: BusIdentity, peer: Deployable): Buffer {
  const key = identity.keyWith(peer);
  if (!key) throw new Error(`${peer} is not in ${identity.name}'s TRUSTED_KEYS`);
  return key;
}

/** The assertion `identity` makes for a call to `sub`, sealed for the service that owns it. */
export function signAssertion(
  identity: BusIdentity,
  statement: { sub: string; body: unknown; caller: Caller | null },
  now: number,
): string {
  const claims: AssertionClaims = {
    iss: identity.name,
    sub: statement.sub,
    dig: bodyDigest(statement.body),
    caller: statement.caller,
    exp: now + assertionLifetimeMs,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const key = keyWith(identity, ownerOf({ subject: statement.sub }));
  return `${payload}.${seal(key, payload).toString('base64url')}`;
}

export class AssertionRefused extends Error {
  override readonly name = 'AssertionRefused';
}

/**
 * The claims of an assertion, if a trusted deployable sealed them for this deployable, subject
 * and body and they have not expired; else AssertionRefused saying why (for the log, not the
 * caller).
 */
export function verifyAssertion(
  assertion: string,
  expected: { sub: string; body: unknown },
  identity: BusIdentity,
  now: number,
): AssertionClaims {
  const [payload = '', mac = '', extra] = assertion.split('.');
  if (!payload || !mac || extra !== undefined) throw new AssertionRefused('not an assertion');
  let claims: AssertionClaims;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new AssertionRefused('unreadable claims');
  }
  const key = identity.keyWith(claims.iss);
  if (!key) throw new AssertionRefused(`${claims.iss} is not trusted here`);
  const expectedMac = seal(key, payload);
  const givenMac = Buffer.from(mac, 'base64url');
  if (givenMac.length !== expectedMac.length || !timingSafeEqual(givenMac, expectedMac))
    throw new AssertionRefused(`bad seal for ${claims.iss}`);
  if (claims.sub !== expected.sub) throw new AssertionRefused(`made for ${claims.sub}`);
  if (claims.dig !== bodyDigest(expected.body)) throw new AssertionRefused('made for another body');
  if (claims.exp + clockSkewMs < now) throw new AssertionRefused('expired');
  if (claims.exp - now > assertionLifetimeMs + clockSkewMs)
    throw new AssertionRefused('expires too far ahead');
  return claims;
}
