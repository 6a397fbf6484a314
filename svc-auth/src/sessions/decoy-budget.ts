/**
 * How many unknown usernames one svc-auth process verifies a password for (a token bucket):
 * up to `burst` at once, refilled at `perSecond`. An unknown username is verified against a
 * decoy hash so that its answer takes as long as a known one's; past this budget it is answered
 * "invalid credentials" after waiting as long as a verification lately took, without the
 * argon2 work. A flood of made-up usernames then costs the process at most `perSecond` hashes a
 * second, and the members behind it keep logging in.
 *
 * The trade-off: the timing is equal by construction only within the budget. Past it, the wait
 * is the recent average, close to a real verification but not the same under load, so someone
 * who floods and measures may tell some unknown usernames from known ones. Usernames are shown
 * on profiles anyway; the account lock, not their secrecy, is what stops guessing.
 */
export interface DecoyRules {
  burst: number;
  perSecond: number;
}

export const decoyRules: DecoyRules = { burst: 20, perSecond: 5 };

export interface DecoyBucket {
  tokens: number;
  /** When `tokens` was counted, in milliseconds of a monotonic clock. */
  atMs: number;
}

export const fullBucket = (nowMs: number, rules: DecoyRules = decoyRules): DecoyBucket => ({
  tokens: rules.burst,
  atMs: nowMs,
});

/** Takes one verification from the bucket if there is one. */
export function takeDecoy(
  bucket: DecoyBucket,
  nowMs: number,
  rules: DecoyRules = decoyRules,
): { allowed: boolean; bucket: DecoyBucket } {
  const elapsedMs = Math.max(0, nowMs - bucket.atMs);
  const tokens = Math.min(rules.burst, bucket.tokens + (elapsedMs / 1000) * rules.perSecond);
  if (tokens < 1) return { allowed: false, bucket: { tokens, atMs: nowMs } };
  return { allowed: true, bucket: { tokens: tokens - 1, atMs: nowMs } };
}

/** The bucket of one process (the budget is per replica). */
export class DecoyBudget {
  private bucket: DecoyBucket;

  constructor(
    private readonly rules: DecoyRules = decoyRules,
    private readonly nowMs: () => number = () => performance.now(),
  ) {
    this.bucket = fullBucket(nowMs(), rules);
  }

  take(): boolean {
    const { allowed, bucket } = takeDecoy(this.bucket, this.nowMs(), this.rules);
    this.bucket = bucket;
    return allowed;
  }
}
