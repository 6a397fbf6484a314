import { Injectable } from '@nestjs/common';
import { memberStatusEvent, type EventPayload } from '@dating/contracts';
import { MemberStatuses, OnEvent, ErasedMembers } from '@dating/server';

/** svc-auth's deactivations, kept here: a deactivated member may not order. */
@Injectable()
export class MemberStatusHandler {
  constructor(
    private readonly statuses: MemberStatuses,
    private readonly erasedMembers: ErasedMembers,
  ) {}

  /**
   * A late one about a member whose account was deleted since keeps nothing. Unlike an order,
   * a status row names nobody (an id, a flag, a time), so it needs no erasure lock.
   */
  @OnEvent(memberStatusEvent)
  async apply(status: EventPayload<typeof memberStatusEvent>): Promise<void> {
    if (await this.erasedMembers.isErased(status.user_id)) return;
    await this.statuses.record(status);
  }
}
