import { Injectable } from '@nestjs/common';
import { membershipEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { MembershipRepository } from './membership.repository';

/** svc-billing's memberships, kept for who may open a conversation and see contact details. */
@Injectable()
export class MembershipHandler {
  constructor(private readonly memberships: MembershipRepository) {}

  @OnEvent(membershipEvent)
  async keep(event: EventPayload<typeof membershipEvent>): Promise<void> {
    await this.memberships.keep(event.user_id, new Date(event.active_until));
  }
}
