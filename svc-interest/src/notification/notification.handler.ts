import { Injectable } from '@nestjs/common';
import {
  membershipEndedEvent,
  membershipEndingEvent,
  purchaseApprovedEvent,
  purchaseRejectedEvent,
  type EventPayload,
} from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { notificationOfEvent } from './notification-rules';
import { NotificationService } from './notification.service';

/** svc-billing's events, turned into notifications (once each: by event id). */
@Injectable()
export class NotificationHandler {
  constructor(private readonly notifications: NotificationService) {}

  @OnEvent(purchaseApprovedEvent)
  onApproved(event: EventPayload<typeof purchaseApprovedEvent>): Promise<void> {
    return this.notifications.store(notificationOfEvent.approved(event));
  }

  @OnEvent(purchaseRejectedEvent)
  onRejected(event: EventPayload<typeof purchaseRejectedEvent>): Promise<void> {
    return this.notifications.store(notificationOfEvent.rejected(event));
  }

  @OnEvent(membershipEndingEvent)
  onEnding(event: EventPayload<typeof membershipEndingEvent>): Promise<void> {
    return this.notifications.store(notificationOfEvent.membership('membership-ending', event));
  }

  @OnEvent(membershipEndedEvent)
  onEnded(event: EventPayload<typeof membershipEndedEvent>): Promise<void> {
    return this.notifications.store(notificationOfEvent.membership('membership-ended', event));
  }
}
