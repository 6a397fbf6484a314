import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  membershipEndedEvent,
  membershipEndingEvent,
  purchaseApprovedEvent,
  purchaseRejectedEvent,
} from '@dating/contracts';
import { CLOCK, EventPublisher, type Clock } from '@dating/server';
import {
  MembershipsRepository,
  type MembershipNotice,
} from '../memberships/memberships.repository';

interface DecidedOrder {
  userId: number;
  purchaseId: number;
  packageId: number;
}

/**
 * Tells svc-interest's notifications of a member's purchase decisions and of their membership
 * ending, after the change is committed.
 */
@Injectable()
export class BillingNotices {
  private readonly logger = new Logger(BillingNotices.name);

  constructor(
    private readonly events: EventPublisher,
    private readonly memberships: MembershipsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A decision whose event cannot be published is logged and stands, without a notification. */
  async approved(order: DecidedOrder, activeUntil: Date): Promise<void> {
    const eventId = randomUUID();
    await this.tell(order.userId, () =>
      this.events.publish(
        purchaseApprovedEvent,
        {
          event_id: eventId,
          user_id: order.userId,
          purchase_id: order.purchaseId,
          package_id: order.packageId,
          active_until: activeUntil.toISOString(),
        },
        eventId,
      ),
    );
  }

  async rejected(order: DecidedOrder, reason: string): Promise<void> {
    const eventId = randomUUID();
    await this.tell(order.userId, () =>
      this.events.publish(
        purchaseRejectedEvent,
        {
          event_id: eventId,
          user_id: order.userId,
          purchase_id: order.purchaseId,
          package_id: order.packageId,
          reason,
        },
        eventId,
      ),
    );
  }

  /**
   * Publishes every membership ending or end not told yet and marks each told. One that cannot
   * be published stays untold for the next pass, under the same event id, so a notification is
   * made once however often it is sent. Returns how many were told.
   */
  async tellMemberships(): Promise<number> {
    let told = 0;
    for (const notice of await this.memberships.untold()) {
      const event = notice.kind === 'ending' ? membershipEndingEvent : membershipEndedEvent;
      const published = await this.tell(notice.userId, () =>
        this.events.publish(event, membershipPayload(notice), notice.eventId),
      );
      if (!published) break;
      await this.memberships.told(notice, this.clock.now());
      told += 1;
    }
    return told;
  }

  private async tell(userId: number, publish: () => Promise<void>): Promise<boolean> {
    try {
      await publish();
      return true;
    } catch (error) {
      this.logger.error(`A notification for member ${userId} was not published: ${String(error)}`);
      return false;
    }
  }
}

const membershipPayload = (notice: MembershipNotice) => ({
  event_id: notice.eventId,
  user_id: notice.userId,
  member_id: notice.memberId,
  package_id: notice.packageId,
  member_end: notice.memberEnd.toISOString(),
});
