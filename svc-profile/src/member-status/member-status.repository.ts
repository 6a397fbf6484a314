import { Inject, Injectable } from '@nestjs/common';
import { holdOffErasure, type Audit } from '@dating/server';
import { DataSource } from 'typeorm';
import { profileFlag, setProfileFlag } from '../visibility/visibility.repository';

/** What svc-auth announced about a member. */
export interface MemberStatusChange {
  userId: number;
  active: boolean;
  at: Date;
}

const statusAudit: Audit = { user: 'svc-auth', process: 'member-status' };

/** member_status: whether svc-auth deactivated a member, and whether they had hidden their profile. */
@Injectable()
export class MemberStatusRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Records the change and hides or shows the profile to match, in one transaction under the
   * member's status row lock; nothing for an erased member.
   */
  async apply(change: MemberStatusChange): Promise<void> {
    const { userId, active, at } = change;
    await this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return;
      const [known] = await manager.query<
        { active: boolean; hidden_before: boolean; changed_at: Date }[]
      >(
        'SELECT active, hidden_before, changed_at FROM member_status WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      // A redelivered or older event changes nothing.
      if (known ? known.active === active || known.changed_at >= at : active) return;
      const hiddenBefore = active
        ? (known?.hidden_before ?? false)
        : (await profileFlag(manager, userId)) === 'N';
      await manager.query(
        `INSERT INTO member_status (user_id, active, hidden_before, changed_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE
           SET active = EXCLUDED.active, hidden_before = EXCLUDED.hidden_before,
               changed_at = EXCLUDED.changed_at`,
        [userId, active, hiddenBefore, at],
      );
      if (!active) await setProfileFlag(manager, userId, 'N', statusAudit);
      else if (!hiddenBefore) await setProfileFlag(manager, userId, 'Y', statusAudit);
    });
  }
}
