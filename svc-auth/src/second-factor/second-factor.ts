import { verifyTotp } from '@dating/server/totp';
import { mayTryPassword, lockRemainingMs, type ThrottleState } from '../throttle/login-throttle';

/**
 * The second factor of one login: 'none' when the account has none (members), else whether the
 * attempt carried the authenticator code and whether it was right (the admin, RFC 6238).
 */
export type SecondFactor = 'none' | 'missing' | 'right' | 'wrong';

export function secondFactorOf(
  totpSecret: string | null,
  code: string | undefined,
  now: Date,
): SecondFactor {
  if (totpSecret === null) return 'none';
  if (!code || code.trim() === '') return 'missing';
  return verifyTotp(totpSecret, code, now) ? 'right' : 'wrong';
}

/**
 * What may get an attempt past a lock: for an account with a second factor its right code and
 * nothing else (not a device); for a member, a device they logged in from before.
 */
export function passesLock(factor: SecondFactor, knownDevice: boolean): boolean {
  return factor === 'none' ? knownDevice : factor === 'right';
}

export type Refusal =
  { kind: 'locked'; retryAfterMs: number } | { kind: 'code-required' } | { kind: 'code-wrong' };

/**
 * Before the password is hashed: a locked account refuses an attempt that cannot pass the lock.
 * An admin without a right code is asked for one (a code may pass the lock), so the login page
 * shows the code field; that says nothing of the password, which is not checked.
 */
export function refusalBeforePassword(
  state: ThrottleState,
  now: Date,
  factor: SecondFactor,
  knownDevice: boolean,
): Refusal | null {
  if (mayTryPassword(state, now, passesLock(factor, knownDevice))) return null;
  if (factor === 'missing') return { kind: 'code-required' };
  if (factor === 'wrong') return { kind: 'code-wrong' };
  return { kind: 'locked', retryAfterMs: lockRemainingMs(state, now) };
}

/**
 * What a checked password and the code make of the attempt. A right password without the code
 * an account needs is neither a login nor a failure: the page asks for the code. A wrong code
 * is a failure like a wrong password (it is told apart only when the password was right).
 */
export type Verdict = 'right' | 'wrong-password' | 'wrong-code' | 'code-required';

export function verdictOf(passwordRight: boolean, factor: SecondFactor): Verdict {
  if (!passwordRight) return 'wrong-password';
  if (factor === 'missing') return 'code-required';
  if (factor === 'wrong') return 'wrong-code';
  return 'right';
}
