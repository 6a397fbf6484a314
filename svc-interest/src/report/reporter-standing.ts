/**
 * Which reports hold back the reported member's photos waiting for review before a moderator
 * looks (issue 27): only those of established reporters. Anyone else's report is stored and
 * queued all the same; it just cannot hide a member's new photos, which throwaway accounts
 * otherwise could at will.
 */

/** An account younger than this is new: its reports wait for a moderator to act. */
export const establishedAfterDays = 7;

/** What svc-interest knows of a reporter when the report is made. */
export interface ReporterStanding {
  /** The account's e-mail address is confirmed. */
  emailConfirmed: boolean;
  /**
   * When the account is known to have existed by: its creation when that is known, else the
   * earliest thing on record it did (never earlier than its creation). null: nothing known.
   */
  accountSince: Date | null;
  /** The time the report is made, from the same clock as `accountSince`. */
  now: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whether the reporter is established: a confirmed e-mail address and an account known to be at
 * least `establishedAfterDays` old. Unknown is not established.
 */
export function isEstablishedReporter(standing: ReporterStanding): boolean {
  if (!standing.emailConfirmed || standing.accountSince === null) return false;
  return standing.now.getTime() - standing.accountSince.getTime() >= establishedAfterDays * dayMs;
}
