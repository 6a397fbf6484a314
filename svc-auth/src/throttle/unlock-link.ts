import { hashResetToken, newResetToken } from '../recovery/reset-rules';

/** An unlock token: made and kept (hashed) as the reset tokens are. */
export const newUnlockToken = newResetToken;
export const hashUnlockToken = hashResetToken;

/** The shell's page the lock mail links to; it spends the token with POST /api/unlock-account. */
export function unlockLink(portalUrl: string, token: string): string {
  const url = new URL('/unlock', portalUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** A link works until it is used (the hash is cleared) or the lock it was sent for ends. */
export function isUnlockUsable(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() < expiresAt.getTime();
}
