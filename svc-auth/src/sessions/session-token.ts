import { SignJWT } from 'jose';
import { tokenAlgorithm, tokenIssuer, type SessionClaims } from '@dating/contracts';
import { type ActiveKey } from './signing-keys';

export interface TokenSubject extends SessionClaims {
  userId: number;
}

/** A session token: subject is the user id; username and role ride along (SPEC.md §3). */
export function signSessionToken(
  key: ActiveKey,
  subject: TokenSubject,
  ttlSeconds: number,
  now = new Date(),
) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ username: subject.username, role: subject.role })
    .setProtectedHeader({ alg: tokenAlgorithm, kid: key.kid, typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuer(tokenIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key.privateKey);
}

/** A token stays valid only if it was issued after the account's last credential change. */
export function issuedAfter(issuedAtSeconds: number, validAfter: Date | null): boolean {
  return !validAfter || issuedAtSeconds * 1000 >= Math.floor(validAfter.getTime() / 1000) * 1000;
}
