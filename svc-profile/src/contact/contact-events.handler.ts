import { Injectable } from '@nestjs/common';
import { interestResponseEvent, membershipEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ContactFactsRepository } from './contact-facts.repository';

/** svc-billing's memberships and svc-interest's responses, kept for the contact rule. */
@Injectable()
export class ContactEventsHandler {
  constructor(private readonly facts: ContactFactsRepository) {}

  @OnEvent(membershipEvent)
  async membership(event: EventPayload<typeof membershipEvent>): Promise<void> {
    await this.facts.keepMembership(event.user_id, new Date(event.active_until));
  }

  @OnEvent(interestResponseEvent)
  async response(event: EventPayload<typeof interestResponseEvent>): Promise<void> {
    await this.facts.keepResponse(
      event.user_id,
      event.other_user_id,
      event.responded,
      event.version,
    );
  }
}
