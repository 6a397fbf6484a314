import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * member_membership: when each member's memberships end, as svc-billing's membershipEvent tells
 * it (DESIGN §4: a read model fed only by its events). A member without a row has none.
 */
@Injectable()
export class MembershipRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * An end only moves later at svc-billing, so the later end is the newer fact: an event
   * redelivered or out of order leaves the latest.
   */
  async keep(manager: EntityManager, userId: number, activeUntil: Date): Promise<void> {
    await manager.query(
      `INSERT INTO member_membership (user_id, active_until) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET active_until = EXCLUDED.active_until
        WHERE EXCLUDED.active_until > member_membership.active_until`,
      [userId, activeUntil],
    );
  }

  /** Those of `userIds` with a membership now: a membership ends by time, with no event. */
  async active(
    userIds: readonly number[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Set<number>> {
    const rows = await manager.query<{ user_id: number }[]>(
      `SELECT user_id FROM member_membership
        WHERE user_id = ANY($1::int[]) AND active_until > now()`,
      [userIds],
    );
    return new Set(rows.map((row) => row.user_id));
  }
}
