import { Injectable } from '@nestjs/common';
import { memberStatusEvent, type EventPayload } from '@dating/contracts';
import { MemberStatuses, OnEvent } from '@dating/server';

/** svc-auth's deactivations, kept here: a deactivated member may not order. */
@Injectable()
export class MemberStatusHandler {
  constructor(private readonly statuses: MemberStatuses) {}

  @OnEvent(memberStatusEvent)
  async apply(status: EventPayload<typeof memberStatusEvent>): Promise<void> {
    await this.statuses.record(status);
  }
}
