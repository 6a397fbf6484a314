import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { LoginThrottleRow } from './login-throttle.entity';
import {
  freshThrottle,
  loginAttempt,
  type LoginOutcome,
  type ThrottleState,
} from './login-throttle';

const stateOf = (row: LoginThrottleRow | null): ThrottleState =>
  row
    ? {
        failures: row.failures,
        windowStartedAt: row.windowStartedAt,
        lockedUntil: row.lockedUntil,
        locks: row.locks,
      }
    : freshThrottle;

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
   * Records one attempt under a lock on the account's row, so parallel guesses from many
   * addresses are counted one after another and none slips past a lock another one started.
   */
  attempt(userId: number, now: Date, passwordRight: boolean): Promise<LoginOutcome> {
    return this.dataSource.transaction(async (manager) => {
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
      const outcome = loginAttempt(stateOf(row), now, passwordRight);
      await rows.update({ userId }, outcome.state);
      return outcome;
    });
  }
}
