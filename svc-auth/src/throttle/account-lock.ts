import { Inject, Injectable, Logger } from '@nestjs/common';
import { type UnlockAccountResult, MessageCode, said } from '@dating/contracts';
import { badRequest, Outbox, rateLimited, CLOCK, type Clock } from '@dating/server';
import { type UserLogin } from '../accounts/user-login.entity';
import { lockedMail } from '../mail/auth-mails';
import { lockRemainingMs, mayTryPassword, type ThrottleState } from './login-throttle';
import { LoginThrottles } from './login-throttles.repository';
import { hashUnlockToken, newUnlockToken } from './unlock-link';

/** 429 with Retry-After: the account is locked for that long. */
export const lockedError = (remainingMs: number) =>
  rateLimited(MessageCode.accountLocked, Math.ceil(remainingMs / 1000));

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
    private readonly outbox: Outbox,
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
   * becomes) locked. The attempt that starts a lock writes its mail, in the member's language.
   */
  async record(
    user: UserLogin,
    now: Date,
    attempt: { passwordRight: boolean; passesLock: boolean },
  ): Promise<'ok' | 'wrong'> {
    const unlock = newUnlockToken();
    const outcome = await this.outbox.transaction(async (manager) => {
      const counted = await this.throttles.attempt(manager, user.userId, now, {
        ...attempt,
        unlockTokenHash: unlock.hash,
      });
      if (counted.result === 'locked' && counted.lockedNow)
        await this.outbox.mail(
          manager,
          lockedMail.letter(
            { address: user.email, lang: user.lang ?? 'en' },
            {
              username: user.username,
              lockedMinutes: Math.round(counted.retryAfterMs / 60_000),
              token: unlock.token,
            },
          ),
        );
      return counted;
    });
    if (outcome.result !== 'locked') return outcome.result;
    throw lockedError(outcome.retryAfterMs);
  }

  /** POST /api/unlock-account: the lock mail's link, once, while its lock lasts. */
  async unlock(token: string): Promise<UnlockAccountResult> {
    const userId = await this.throttles.unlock(hashUnlockToken(token), this.clock.now());
    if (userId === null) throw badRequest(MessageCode.unlockLinkInvalid);
    this.logger.log({ msg: 'login lock lifted with the mailed link', userId });
    return { status: 'OK', ...said(MessageCode.accountUnlocked) };
  }
}
