import { emailChangeMailsPerDay, emailTokenTtlHours } from '@dating/contracts';
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

/**
 * Change-email mails go to an address the member typed, maybe someone else's: per account at
 * most `perDay` in 24 hours (the request and links sent again to the pending address alike),
 * and one a minute. Members with an unconfirmed address may change it too (to fix a typo);
 * this limit is what keeps the call from mailing strangers.
 */
export const changeMailRules = {
  perDay: emailChangeMailsPerDay,
  dayMs: 24 * 60 * 60_000,
  minIntervalMs: 60_000,
} as const;

export type ChangeMailWait = { waitMs: number; reason: 'minute' | 'day' } | null;

/** How long before another change mail may go, given when the last ones went (null: now). */
export function changeMailWait(sentAt: readonly Date[], now: Date): ChangeMailWait {
  const recent = sentAt
    .map((at) => at.getTime())
    .filter((at) => now.getTime() - at < changeMailRules.dayMs)
    .sort((a, b) => a - b);
  if (recent.length >= changeMailRules.perDay) {
    const freedAt = (recent[recent.length - changeMailRules.perDay] ?? 0) + changeMailRules.dayMs;
    return { waitMs: freedAt - now.getTime(), reason: 'day' };
  }
  const last = recent.at(-1);
  if (last !== undefined && now.getTime() - last < changeMailRules.minIntervalMs)
    return { waitMs: last + changeMailRules.minIntervalMs - now.getTime(), reason: 'minute' };
  return null;
}
