import { createHash, randomBytes } from 'node:crypto';
import { resetTokenTtlMinutes, type ResetRequestState } from '@dating/contracts';

export const resetTokenTtlMs = resetTokenTtlMinutes * 60_000;
/** The per-address limit counts the requests of the last hour. */
export const addressWindowMs = 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A reset token (256 random bits, URL-safe) and the hash kept in its place. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return sha256(token);
}

/** What the per-address limit counts by; an address that has no account is not kept. */
export function addressKey(email: string): string {
  return sha256(email.trim().toLowerCase());
}

export interface ResetRequestTimes {
  sentAt: Date | null;
  usedAt: Date | null;
  expiresAt: Date;
}

/** A link works until it is used or its time is up. */
export function isUsable(request: ResetRequestTimes, now: Date): boolean {
  return request.usedAt === null && now.getTime() < request.expiresAt.getTime();
}

export function resetRequestState(request: ResetRequestTimes, now: Date): ResetRequestState {
  if (request.usedAt) return 'used';
  if (!isUsable(request, now)) return 'expired';
  return request.sentAt ? 'sent' : 'pending';
}

/** The page a reset e-mail links to (SPEC.md §2: /re-password?token=...). */
export function resetLink(portalUrl: string, token: string): string {
  const url = new URL('/re-password', portalUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
