import { Injectable } from '@nestjs/common';
import { memberStatusEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { MemberStatusRepository } from './member-status.repository';

type MemberStatus = EventPayload<typeof memberStatusEvent>;

/**
 * A deactivated member's profile is hidden exactly as if they had hidden it themselves, so every
 * read by others leaves it out; reactivation shows it again unless they had hidden it before.
 */
@Injectable()
export class MemberStatusHandler {
  constructor(private readonly statuses: MemberStatusRepository) {}

  @OnEvent(memberStatusEvent)
  async apply(status: MemberStatus): Promise<void> {
    await this.statuses.apply({
      userId: status.user_id,
      active: status.active,
      at: new Date(status.at),
    });
  }
}
