import { randomBytes } from 'node:crypto';
import { totpCode } from '@dating/server/totp';
import { freshThrottle, loginAttempt, type ThrottleState } from '../throttle/login-throttle';
import { passesLock, refusalBeforePassword, secondFactorOf, verdictOf } from './second-factor';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const now = new Date('2026-03-01T10:00:00Z');

function lockedState(): ThrottleState {
  let state = freshThrottle;
  for (let i = 0; i < 5; i += 1) state = loginAttempt(state, now, false).state;
  return state;
}

describe("the admin's second factor", () => {
  it('is none for an account without a secret, else missing, right or wrong', () => {
    expect(secondFactorOf(null, '123456', now)).toBe('none');
    expect(secondFactorOf(secret, undefined, now)).toBe('missing');
    expect(secondFactorOf(secret, '  ', now)).toBe('missing');
    expect(secondFactorOf(secret, totpCode(secret, now), now)).toBe('right');
    const wrong = totpCode(secret, now) === '000000' ? '111111' : '000000';
    expect(secondFactorOf(secret, wrong, now)).toBe('wrong');
  });

  it('lets only a right code pass a lock for the admin, only a known device for a member', () => {
    expect(passesLock('none', true)).toBe(true);
    expect(passesLock('none', false)).toBe(false);
    expect(passesLock('right', false)).toBe(true);
    expect(passesLock('missing', true)).toBe(false);
    expect(passesLock('wrong', true)).toBe(false);
  });

  it('asks a locked admin for the code before any password is checked', () => {
    const locked = lockedState();
    expect(refusalBeforePassword(locked, now, 'missing', false)).toEqual({
      kind: 'code-required',
    });
    expect(refusalBeforePassword(locked, now, 'wrong', false)).toEqual({ kind: 'code-wrong' });
    expect(refusalBeforePassword(locked, now, 'right', false)).toBeNull();
    expect(refusalBeforePassword(locked, now, 'none', false)).toEqual({
      kind: 'locked',
      retryAfterMs: 15 * 60_000,
    });
    expect(refusalBeforePassword(locked, now, 'none', true)).toBeNull();
    expect(refusalBeforePassword(freshThrottle, now, 'missing', false)).toBeNull();
  });

  it('asks for the code after a right password, and counts a wrong code as a failure', () => {
    expect(verdictOf(true, 'none')).toBe('right');
    expect(verdictOf(true, 'right')).toBe('right');
    expect(verdictOf(true, 'missing')).toBe('code-required');
    expect(verdictOf(true, 'wrong')).toBe('wrong-code');
    for (const factor of ['none', 'missing', 'right', 'wrong'] as const)
      expect(verdictOf(false, factor)).toBe('wrong-password');
  });
});

describe("the admin's secret at rest", () => {
  const key = randomBytes(32).toString('base64url');

  it('opens with the same key for the same account only', () => {
    const sealed = sealTotpSecret(secret, 1, key);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret(sealed, 1, key)).toBe(secret);
    expect(openTotpSecret(sealed, 2, key)).toBeNull();
    expect(openTotpSecret(sealed, 1, randomBytes(32).toString('base64url'))).toBeNull();
    expect(openTotpSecret('broken', 1, key)).toBeNull();
  });
});
