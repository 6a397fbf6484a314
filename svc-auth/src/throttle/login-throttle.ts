/**
 * The per-account login throttle, independent of the client address: after `maxFailures` wrong
 * passwords within `windowMs` the account is locked, first for `firstLockMs`, each further lock
 * twice as long up to `maxLockMs`. While locked, even the right password is refused. The lock
 * count is forgotten once a day has passed after the last lock ended without a new one.
 */
export const throttleRules = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 15 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
  forgetLocksAfterMs: 24 * 60 * 60_000,
} as const;

export interface ThrottleState {
  failures: number;
  windowStartedAt: Date | null;
  lockedUntil: Date | null;
  locks: number;
}

export const freshThrottle: ThrottleState = {
  failures: 0,
  windowStartedAt: null,
  lockedUntil: null,
  locks: 0,
};

export type LoginOutcome =
  | { result: 'ok'; state: ThrottleState }
  | { result: 'wrong'; state: ThrottleState }
  /** `lockedNow`: this attempt started the lock (the member is told once per lock). */
  | { result: 'locked'; state: ThrottleState; retryAfterMs: number; lockedNow: boolean };

/** How long the account stays locked from `now` (0: not locked). */
export function lockRemainingMs(state: ThrottleState, now: Date): number {
  return Math.max(0, (state.lockedUntil?.getTime() ?? 0) - now.getTime());
}

export function lockDurationMs(previousLocks: number): number {
  return Math.min(throttleRules.firstLockMs * 2 ** previousLocks, throttleRules.maxLockMs);
}

/** What one login attempt with a right or wrong password does to the account's state. */
export function loginAttempt(
  state: ThrottleState,
  now: Date,
  passwordRight: boolean,
): LoginOutcome {
  const remaining = lockRemainingMs(state, now);
  if (remaining > 0) return { result: 'locked', state, retryAfterMs: remaining, lockedNow: false };
  if (passwordRight)
    return { result: 'ok', state: { ...state, failures: 0, windowStartedAt: null } };

  const windowOpen =
    state.windowStartedAt !== null &&
    now.getTime() - state.windowStartedAt.getTime() < throttleRules.windowMs;
  const failures = windowOpen ? state.failures + 1 : 1;
  const windowStartedAt = windowOpen ? state.windowStartedAt : now;
  if (failures < throttleRules.maxFailures) {
    return { result: 'wrong', state: { ...state, failures, windowStartedAt } };
  }
  const forgotten =
    state.lockedUntil !== null &&
    now.getTime() - state.lockedUntil.getTime() >= throttleRules.forgetLocksAfterMs;
  const previousLocks = forgotten ? 0 : state.locks;
  const retryAfterMs = lockDurationMs(previousLocks);
  return {
    result: 'locked',
    retryAfterMs,
    lockedNow: true,
    state: {
      failures: 0,
      windowStartedAt: null,
      lockedUntil: new Date(now.getTime() + retryAfterMs),
      locks: previousLocks + 1,
    },
  };
}
