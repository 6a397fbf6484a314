import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '@dating/server';

/** When members were last active (user_info.last_active_at) and whether they show it. */
@Injectable()
export class ActivityRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Notes a member active at `at` (never later than now) in one UPDATE that writes only when
   * the stored time is more than 10 minutes older: repeated notes and several gateway
   * replicas cost no writes.
   */
  async noteActive(userId: number, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE user_info SET last_active_at = least(CAST($2 AS timestamptz), now())
        WHERE user_id = $1
          AND last_active_at < least(CAST($2 AS timestamptz), now()) - interval '10 minutes'`,
      [userId, at.toISOString()],
    );
  }

  /**
   * Whether the member shows their activity: before they have User Information, the column's
   * default (they do).
   */
  async shows(userId: number): Promise<boolean> {
    const [row] = await preparedQuery<{ show_activity: boolean }>(
      this.dataSource,
      'SELECT show_activity FROM user_info WHERE user_id = $1',
      [userId],
    );
    return row ? row.show_activity : true;
  }

  /** Sets the member's choice; false when they have no User Information yet. */
  async setShows(userId: number, show: boolean): Promise<boolean> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      'UPDATE user_info SET show_activity = $2 WHERE user_id = $1',
      [userId, show],
    );
    return affected > 0;
  }
}
