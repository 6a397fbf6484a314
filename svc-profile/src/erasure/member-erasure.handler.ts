import { Injectable } from '@nestjs/common';
import { memberDeletedEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { MemberErasureService } from './member-erasure.service';

/** svc-auth deleted a member's account after its grace period: svc-profile erases them too. */
@Injectable()
export class MemberErasureHandler {
  constructor(private readonly erasure: MemberErasureService) {}

  @OnEvent(memberDeletedEvent)
  async deleted(event: EventPayload<typeof memberDeletedEvent>): Promise<void> {
    await this.erasure.erase(event.user_id);
  }
}
