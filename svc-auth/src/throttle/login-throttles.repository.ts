import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { LoginThrottleRow } from './login-throttle.entity';
import {
  endLock,
  freshThrottle,
  loginAttempt,
  type LoginOutcome,
  type ThrottleState,
} from './login-throttle';
import { isUnlockUsable } from './unlock-link';

const stateOf = (row: LoginThrottleRow | null): ThrottleState =>
  row
    ? {
        failures: row.failures,
        windowStartedAt: row.windowStartedAt,
        lockedUntil: row.lockedUntil,
        locks: row.locks,
      }
    : freshThrottle;

/** One attempt as the throttle counts it (login-throttle.ts). */
export interface ThrottledAttempt {
  passwordRight: boolean;
  /** From a remembered device, or with the admin's right code. */
  passesLock: boolean;
  /** Kept for the lock mail's link if this attempt starts a lock. */
  unlockTokenHash: string;
}

/** The login_throttle table: every svc-auth replica counts on the same rows. */
@Injectable()
export class LoginThrottles {
  private readonly rows: Repository<LoginThrottleRow>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.rows = dataSource.getRepository(LoginThrottleRow);
  }

  async current(userId: number): Promise<ThrottleState> {
    return stateOf(await this.rows.findOneBy({ userId }));
  }

  /**
   * Records one attempt under a lock on the account's row, held until the caller's transaction
   * ends, so parallel guesses from many addresses are counted one after another and none slips
   * past a lock another one started. A new lock keeps the unlock link's hash until the lock
   * ends; a login voids it.
   */
  async attempt(
    manager: EntityManager,
    userId: number,
    now: Date,
    attempt: ThrottledAttempt,
  ): Promise<LoginOutcome> {
    const rows = manager.getRepository(LoginThrottleRow);
    await rows
      .createQueryBuilder()
      .insert()
      .values({ userId, ...freshThrottle })
      .orIgnore()
      .execute();
    const row = await rows
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.user_id = :userId', { userId })
      .getOne();
    const outcome = loginAttempt(stateOf(row), now, attempt.passwordRight, attempt.passesLock);
    let unlock = {};
    if (outcome.result === 'locked' && outcome.lockedNow)
      unlock = {
        unlockTokenHash: attempt.unlockTokenHash,
        unlockExpiresAt: outcome.state.lockedUntil,
      };
    else if (outcome.result === 'ok') unlock = { unlockTokenHash: null, unlockExpiresAt: null };
    await rows.update({ userId }, { ...outcome.state, ...unlock });
    return outcome;
  }

  /**
   * Spends an unlock link: the lock it was sent for ends now (the member proved they read the
   * account's mail). The account's id, or null when the link is unknown, used or its lock over.
   */
  unlock(tokenHash: string, now: Date): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const rows = manager.getRepository(LoginThrottleRow);
      const row = await rows
        .createQueryBuilder('t')
        .setLock('pessimistic_write')
        .where('t.unlock_token_hash = :tokenHash', { tokenHash })
        .getOne();
      if (!row || !isUnlockUsable(row.unlockExpiresAt, now)) return null;
      await rows.update(
        { userId: row.userId },
        { ...endLock(stateOf(row), now), unlockTokenHash: null, unlockExpiresAt: null },
      );
      return row.userId;
    });
  }
}
