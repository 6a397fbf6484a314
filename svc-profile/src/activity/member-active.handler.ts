import { Injectable } from '@nestjs/common';
import { memberActiveEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ActivityRepository } from './activity.repository';

/** The gateway's word that a member made an authenticated request. */
@Injectable()
export class MemberActiveHandler {
  constructor(private readonly activity: ActivityRepository) {}

  @OnEvent(memberActiveEvent)
  async apply(event: EventPayload<typeof memberActiveEvent>): Promise<void> {
    await this.activity.noteActive(event.user_id, new Date(event.at));
  }
}
