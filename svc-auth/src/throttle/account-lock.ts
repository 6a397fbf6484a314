import { Inject, Injectable, Logger } from '@nestjs/common';
import { Messages, type UnlockAccountResult } from '@dating/contracts';
import { badRequest, Mailer, rateLimited, CLOCK, type Clock } from '@dating/server';
import { type UserLogin } from '../accounts/user-login.entity';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { lockedMail } from '../mail/notices';
import { lockRemainingMs, mayTryPassword, type ThrottleState } from './login-throttle';
import { LoginThrottles } from './login-throttles.repository';
import { hashUnlockToken, newUnlockToken, unlockLink } from './unlock-link';

/** 429 with Retry-After: the account is locked for that long. */
export const lockedError = (remainingMs: number) =>
  rateLimited(Messages.accountLocked, Math.ceil(remainingMs / 1000));

/**
 * The per-account lock as login and change-email use it: a locked account is refused before any
 * password is hashed; every checked password is counted; a new lock is mailed to the member
 * with a link that lifts it.
 */
@Injectable()
export class AccountLock {
  private readonly logger = new Logger(AccountLock.name);

  constructor(
    private readonly throttles: LoginThrottles,
    private readonly mailer: Mailer,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  current(userId: number): Promise<ThrottleState> {
    return this.throttles.current(userId);
  }

  /** Throws 429 when the lock holds for this attempt, before its password is checked. */
  async refuseWhileLocked(userId: number, now: Date, passesLock = false): Promise<void> {
    const state = await this.throttles.current(userId);
    if (!mayTryPassword(state, now, passesLock)) throw lockedError(lockRemainingMs(state, now));
  }

  /**
   * Counts one checked password: 'ok' or 'wrong', or throws 429 when the account is (or now
   * becomes) locked; a new lock is mailed once.
   */
  async record(
    user: UserLogin,
    now: Date,
    attempt: { passwordRight: boolean; passesLock: boolean },
  ): Promise<'ok' | 'wrong'> {
    const unlock = newUnlockToken();
    const outcome = await this.throttles.attempt(user.userId, now, {
      ...attempt,
      unlockTokenHash: unlock.hash,
    });
    if (outcome.result !== 'locked') return outcome.result;
    if (outcome.lockedNow) this.tellLocked(user, outcome.retryAfterMs, unlock.token);
    throw lockedError(outcome.retryAfterMs);
  }

  /** POST /api/unlock-account: the lock mail's link, once, while its lock lasts. */
  async unlock(token: string): Promise<UnlockAccountResult> {
    const userId = await this.throttles.unlock(hashUnlockToken(token), this.clock.now());
    if (userId === null) throw badRequest(Messages.unlockLinkInvalid);
    this.logger.log(`User ${userId} lifted a login lock with the mailed link`);
    return { status: 'OK', message: Messages.accountUnlocked };
  }

  /** Once per lock, in the member's language; the answer does not wait for the mail server. */
  private tellLocked(user: UserLogin, lockedMs: number, token: string): void {
    const mail = lockedMail(user.lang ?? 'en', user.email, {
      username: user.username,
      lockedMinutes: Math.round(lockedMs / 60_000),
      forgotLink: new URL('/login', this.config.PORTAL_URL).toString(),
      unlockLink: unlockLink(this.config.PORTAL_URL, token),
    });
    this.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.logger.error(`The lock notice to user ${user.userId} failed: ${String(error)}`),
      );
  }
}
