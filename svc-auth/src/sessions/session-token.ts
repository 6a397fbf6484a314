import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { tokenAlgorithm, tokenIssuer, type SessionClaims } from '@dating/contracts';
import { type ActiveKey } from './signing-keys';

export interface TokenSubject extends SessionClaims {
  userId: number;
  /** Random, the token's `jti`: what a logout ends. */
  sessionId: string;
}

/** A new session's id: 128 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** A session token: subject is the user id; username and role ride along (SPEC.md §3). */
export function signSessionToken(
  key: ActiveKey,
  subject: TokenSubject,
  ttlSeconds: number,
  issuedAt: number,
) {
  return new SignJWT({ username: subject.username, role: subject.role })
    .setProtectedHeader({ alg: tokenAlgorithm, kid: key.kid, typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setJti(subject.sessionId)
    .setIssuer(tokenIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key.privateKey);
}

/** A token stays valid only if it was issued after the account's last credential change. */
export function issuedAfter(issuedAtSeconds: number, validAfter: Date | null): boolean {
  return !validAfter || issuedAtSeconds * 1000 >= validAfter.getTime();
}

/**
 * A token's `iat` in whole seconds. A token signed in the same second as a password change, but
 * after it, is dated to the next second: `iat` cannot tell it from one signed just before the
 * change, which must stop working.
 */
export function sessionIssuedAt(now: Date, validAfter: Date | null): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return validAfter ? Math.max(seconds, Math.ceil(validAfter.getTime() / 1000)) : seconds;
}
