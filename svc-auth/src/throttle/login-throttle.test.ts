import {
  endLock,
  freshThrottle,
  lockDurationMs,
  lockRemainingMs,
  loginAttempt,
  mayTryPassword,
  throttleRules,
  type LoginOutcome,
  type ThrottleState,
} from './login-throttle';

const minutes = (count: number) => count * 60_000;
const start = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

function fail(state: ThrottleState, times: number, now: Date): LoginOutcome {
  let outcome: LoginOutcome = { result: 'wrong', state };
  for (let i = 0; i < times; i += 1) outcome = loginAttempt(outcome.state, now, false);
  return outcome;
}

describe('the per-account login throttle', () => {
  it('locks on the fifth wrong password within 15 minutes, once', () => {
    const four = fail(freshThrottle, 4, start);
    expect(four.result).toBe('wrong');
    const fifth = loginAttempt(four.state, at(minutes(14)), false);
    expect(fifth).toMatchObject({ result: 'locked', lockedNow: true, retryAfterMs: minutes(15) });
    const next = loginAttempt(fifth.state, at(minutes(15)), false);
    expect(next).toMatchObject({ result: 'locked', lockedNow: false, retryAfterMs: minutes(14) });
  });

  it('refuses even the right password while locked, and lets it in afterwards', () => {
    const locked = fail(freshThrottle, 5, start).state;
    expect(loginAttempt(locked, at(minutes(14)), true).result).toBe('locked');
    const after = loginAttempt(locked, at(minutes(15)), true);
    expect(after.result).toBe('ok');
    expect(after.state.failures).toBe(0);
  });

  it('counts failures in a 15-minute window, and a right password clears them', () => {
    const four = fail(freshThrottle, 4, start).state;
    expect(loginAttempt(four, at(minutes(15)), false)).toMatchObject({
      result: 'wrong',
      state: { failures: 1 },
    });
    const cleared = loginAttempt(four, at(minutes(1)), true).state;
    expect(fail(cleared, 4, at(minutes(2))).result).toBe('wrong');
  });

  it('doubles each lock up to a day, and forgets the locks a day after the last one', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((locks) => lockDurationMs(locks) / minutes(1))).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1440,
    ]);
    const first = fail(freshThrottle, 5, start).state;
    const second = fail(first, 5, at(minutes(15))).state;
    expect(second.locks).toBe(2);
    const ended = second.lockedUntil?.getTime() ?? 0;
    const muchLater = new Date(ended + throttleRules.forgetLocksAfterMs);
    expect(fail(second, 5, muchLater)).toMatchObject({ retryAfterMs: minutes(15) });
  });

  it('gives an attacker with any number of addresses 15 guesses in the first hour, 35 in a day, then 5 a day', () => {
    const guessesWithin = (spanMs: number) => {
      let state = freshThrottle;
      let now = start.getTime();
      let guesses = 0;
      while (now < start.getTime() + spanMs) {
        const outcome = loginAttempt(state, new Date(now), false);
        if (outcome.result === 'locked' && !outcome.lockedNow) {
          now += outcome.retryAfterMs;
          continue;
        }
        guesses += 1;
        state = outcome.state;
      }
      return guesses;
    };
    expect(guessesWithin(minutes(60))).toBe(15);
    expect(guessesWithin(minutes(24 * 60))).toBe(35);
    expect(guessesWithin(minutes(7 * 24 * 60)) - guessesWithin(minutes(6 * 24 * 60))).toBe(5);
  });
});

describe('getting past a lock', () => {
  const locked = fail(freshThrottle, 5, start).state;

  it('checks no password while locked, unless the attempt may pass the lock', () => {
    expect(mayTryPassword(locked, at(minutes(1)), false)).toBe(false);
    expect(mayTryPassword(locked, at(minutes(1)), true)).toBe(true);
    expect(mayTryPassword(freshThrottle, start, false)).toBe(true);
    expect(mayTryPassword(locked, at(minutes(15)), false)).toBe(true);
  });

  it('lets a right password from a remembered device in, ending the lock but not its count', () => {
    const outcome = loginAttempt(locked, at(minutes(1)), true, true);
    expect(outcome.result).toBe('ok');
    expect(outcome.state).toEqual({
      failures: 0,
      windowStartedAt: null,
      lockedUntil: at(minutes(1)),
      locks: 1,
    });
    expect(loginAttempt(outcome.state, at(minutes(2)), true).result).toBe('ok');
    // The next lock is twice as long: the count stays.
    expect(fail(outcome.state, 5, at(minutes(2)))).toMatchObject({ retryAfterMs: minutes(30) });
  });

  it('still counts wrong passwords from a remembered device: 5 per lock, then the lock holds', () => {
    let state = locked;
    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const outcome = loginAttempt(state, at(minutes(1)), false, true);
      results.push(outcome.result);
      state = outcome.state;
    }
    expect(results).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked', 'locked']);
    expect(loginAttempt(state, at(minutes(2)), true, true).result).toBe('locked');
    expect(mayTryPassword(state, at(minutes(2)), true)).toBe(false);
    // The lock's end is unchanged, and after it the count starts again.
    expect(state.lockedUntil).toEqual(locked.lockedUntil);
    expect(loginAttempt(state, at(minutes(15)), false)).toMatchObject({
      result: 'wrong',
      state: { failures: 1 },
    });
  });

  it('ends a lock at once with endLock, and leaves an ended one as it was', () => {
    expect(endLock(locked, at(minutes(3)))).toEqual({
      failures: 0,
      windowStartedAt: null,
      lockedUntil: at(minutes(3)),
      locks: 1,
    });
    expect(lockRemainingMs(endLock(locked, at(minutes(3))), at(minutes(3)))).toBe(0);
    expect(endLock(locked, at(minutes(20))).lockedUntil).toEqual(locked.lockedUntil);
  });
});
