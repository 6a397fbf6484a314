import { emailTokenTtlHours } from '@dating/contracts';
import { hashResetToken, newResetToken } from '../recovery/reset-rules';

export const emailTokenTtlMs = emailTokenTtlHours * 3_600_000;
/** At most one confirmation mail a minute per account. */
export const resendIntervalMs = 60_000;

/** A confirmation token: made and kept (hashed) as the reset tokens are. */
export const newEmailToken = newResetToken;
export const hashEmailToken = hashResetToken;

/** The page a confirmation e-mail links to. */
export function confirmationLink(portalUrl: string, token: string): string {
  const url = new URL('/confirm-email', portalUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** How long before another link may be mailed (0: now). */
export function resendWaitMs(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + resendIntervalMs - now.getTime());
}

/** A link works until it is used (the hash is cleared) or its time is up. */
export function isTokenUsable(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() < expiresAt.getTime();
}

export const sameAddress = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
