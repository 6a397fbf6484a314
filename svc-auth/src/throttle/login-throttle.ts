import { loginFailureWindowMinutes, loginLocksForgottenHours } from '@dating/contracts';

/**
 * The per-account login throttle, independent of the client address: after `maxFailures` wrong
 * passwords within `windowMs` the account is locked, first for `firstLockMs`, each further lock
 * twice as long up to `maxLockMs`. While locked, even the right password is refused, unless the
 * attempt may pass the lock (a device the member logged in from before, or the admin's right
 * authenticator code): those get `maxFailures` tries per lock, and a right password ends the
 * lock. The lock count is forgotten once a day has passed after the last lock ended without a
 * new one.
 */
export const throttleRules = {
  maxFailures: 5,
  windowMs: loginFailureWindowMinutes * 60_000,
  firstLockMs: 15 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
  forgetLocksAfterMs: loginLocksForgottenHours * 60 * 60_000,
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

/** Whether a password is worth checking (and hashing) now: false while the lock holds for it. */
export function mayTryPassword(state: ThrottleState, now: Date, passesLock: boolean): boolean {
  if (lockRemainingMs(state, now) === 0) return true;
  return passesLock && state.failures < throttleRules.maxFailures;
}

/**
 * The lock ends now (an unlock link, or a right password that may pass it); the count of locks
 * stays, so the next lock is still longer, and is forgotten a day after this one ended.
 */
export function endLock(state: ThrottleState, now: Date): ThrottleState {
  const lockedUntil =
    state.lockedUntil && state.lockedUntil.getTime() > now.getTime() ? now : state.lockedUntil;
  return { ...state, failures: 0, windowStartedAt: null, lockedUntil };
}

/**
 * What one login attempt with a right or wrong password does to the account's state.
 * `passesLock`: the attempt came from a remembered device or with the admin's right code. While
 * locked, such attempts are counted from 0 (the lock's start) and stop passing at `maxFailures`.
 */
export function loginAttempt(
  state: ThrottleState,
  now: Date,
  passwordRight: boolean,
  passesLock = false,
): LoginOutcome {
  const remaining = lockRemainingMs(state, now);
  if (remaining > 0) {
    if (!mayTryPassword(state, now, passesLock))
      return { result: 'locked', state, retryAfterMs: remaining, lockedNow: false };
    if (passwordRight) return { result: 'ok', state: endLock(state, now) };
    const failures = state.failures + 1;
    const counted = { ...state, failures };
    return failures < throttleRules.maxFailures
      ? { result: 'wrong', state: counted }
      : { result: 'locked', state: counted, retryAfterMs: remaining, lockedNow: false };
  }
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
