import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type EventPayload, type memberStatusEvent } from '@dating/contracts';

type MemberStatus = EventPayload<typeof memberStatusEvent>;

/**
 * svc-auth's deactivations as a service keeps them, in its own `member_status` table (user_id
 * primary key, active, changed_at): a redelivered or older event changes nothing.
 */
@Injectable()
export class MemberStatuses {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async isDeactivated(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      'SELECT 1 FROM member_status WHERE user_id = $1 AND NOT active',
      [userId],
    );
    return rows.length > 0;
  }

  /**
   * Keeps the event unless a newer one was kept; answers whether the member is deactivated now.
   * `manager`: inside a transaction that must hold the write (a service's erasure lock).
   */
  async record(
    status: MemberStatus,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    await manager.query(
      `INSERT INTO member_status (user_id, active, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET active = EXCLUDED.active, changed_at = EXCLUDED.changed_at
        WHERE member_status.changed_at < EXCLUDED.changed_at`,
      [status.user_id, status.active, status.at],
    );
    return this.isDeactivated(status.user_id, manager);
  }
}
