/**
 * Which reports hold back the reported member's photos waiting for review before a moderator
 * looks (issue 27): only those of established reporters. Anyone else's report is stored and
 * queued all the same; it just cannot hide a member's new photos, which throwaway accounts
 * otherwise could at will.
 */

/** An account younger than this is new: its reports wait for a moderator to act. */
export const establishedAfterDays = 7;

/** What svc-auth says of a reporter's account when the report is made (reporter-standings.ts). */
export interface ReporterStanding {
  /** The account's e-mail address is confirmed. */
  emailConfirmed: boolean;
  /** When the account was created; null: not known (svc-auth did not answer). */
  accountCreatedAt: Date | null;
  /** The time the report is made. */
  now: Date;
}

/** A reporter svc-auth told nothing of: established by no measure. */
export const unknownStanding = (now: Date): ReporterStanding => ({
  emailConfirmed: false,
  accountCreatedAt: null,
  now,
});

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whether the reporter is established: a confirmed e-mail address and an account at least
 * `establishedAfterDays` old. Unknown is not established.
 */
export function isEstablishedReporter(standing: ReporterStanding): boolean {
  if (!standing.emailConfirmed || standing.accountCreatedAt === null) return false;
  return (
    standing.now.getTime() - standing.accountCreatedAt.getTime() >= establishedAfterDays * dayMs
  );
}
