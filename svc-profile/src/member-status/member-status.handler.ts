import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { memberStatusEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { sectionEntities } from '../sections/section-definitions';
import { profileFlag, type ActiveFlag } from '../visibility/visibility.repository';

type MemberStatus = EventPayload<typeof memberStatusEvent>;

/**
 * A deactivated member's profile is hidden exactly as if they had hidden it themselves, so every
 * read by others leaves it out; reactivation shows it again unless they had hidden it before.
 */
@Injectable()
export class MemberStatusHandler {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @OnEvent(memberStatusEvent)
  async apply(status: MemberStatus): Promise<void> {
    const at = new Date(status.at);
    await this.dataSource.transaction(async (manager) => {
      const [known] = await manager.query<
        { active: boolean; hidden_before: boolean; changed_at: Date }[]
      >(
        'SELECT active, hidden_before, changed_at FROM member_status WHERE user_id = $1 FOR UPDATE',
        [status.user_id],
      );
      // A redelivered or older event changes nothing.
      if (known ? known.active === status.active || known.changed_at >= at : status.active) return;
      const hiddenBefore = status.active
        ? (known?.hidden_before ?? false)
        : (await profileFlag(manager, status.user_id)) === 'N';
      await manager.query(
        `INSERT INTO member_status (user_id, active, hidden_before, changed_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE
           SET active = EXCLUDED.active, hidden_before = EXCLUDED.hidden_before,
               changed_at = EXCLUDED.changed_at`,
        [status.user_id, status.active, hiddenBefore, at],
      );
      if (!status.active) await setProfileFlag(manager, status.user_id, 'N');
      else if (!hiddenBefore) await setProfileFlag(manager, status.user_id, 'Y');
    });
  }
}

async function setProfileFlag(manager: EntityManager, userId: number, flag: ActiveFlag) {
  for (const entity of Object.values(sectionEntities))
    await manager.update(
      entity,
      { userId },
      {
        activeFlag: flag,
        updateUser: 'svc-auth',
        updateDatetime: new Date(),
        updateProcess: 'member-status',
      },
    );
}
