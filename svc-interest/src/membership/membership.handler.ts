import { Injectable } from '@nestjs/common';
import { membershipEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { MembershipRepository } from './membership.repository';

/**
 * svc-billing's memberships, kept for who may open a conversation and see contact details;
 * none for a member whose account was deleted (a late or replayed event).
 */
@Injectable()
export class MembershipHandler {
  constructor(
    private readonly memberships: MembershipRepository,
    private readonly erased: ErasedMembersRepository,
  ) {}

  @OnEvent(membershipEvent)
  async keep(event: EventPayload<typeof membershipEvent>): Promise<void> {
    await this.erased.unlessErased(event.user_id, (manager) =>
      this.memberships.keep(manager, event.user_id, new Date(event.active_until)),
    );
  }
}
