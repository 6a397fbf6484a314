import { Injectable } from '@nestjs/common';
import {
  interestReceivedEvent,
  matchEvent,
  memberWarnedEvent,
  membershipEndedEvent,
  membershipEndingEvent,
  messageSentEvent,
  purchaseApprovedEvent,
  purchaseRejectedEvent,
  type EventPayload,
} from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { notificationOf } from './notification-rules';
import { NotificationService } from './notification.service';

/** The one consumer that turns the services' events into notifications. */
@Injectable()
export class NotificationHandler {
  constructor(private readonly notifications: NotificationService) {}

  @OnEvent(interestReceivedEvent)
  onInterest(event: EventPayload<typeof interestReceivedEvent>): Promise<void> {
    return this.notifications.store(notificationOf.interest(event));
  }

  @OnEvent(matchEvent)
  onMatch(event: EventPayload<typeof matchEvent>): Promise<void> {
    return this.notifications.store(notificationOf.match(event));
  }

  @OnEvent(messageSentEvent)
  onMessage(event: EventPayload<typeof messageSentEvent>): Promise<void> {
    return this.notifications.store(notificationOf.message(event));
  }

  @OnEvent(memberWarnedEvent)
  onWarning(event: EventPayload<typeof memberWarnedEvent>): Promise<void> {
    return this.notifications.store(notificationOf.warning(event));
  }

  @OnEvent(purchaseApprovedEvent)
  onApproved(event: EventPayload<typeof purchaseApprovedEvent>): Promise<void> {
    return this.notifications.store(notificationOf.approved(event));
  }

  @OnEvent(purchaseRejectedEvent)
  onRejected(event: EventPayload<typeof purchaseRejectedEvent>): Promise<void> {
    return this.notifications.store(notificationOf.rejected(event));
  }

  @OnEvent(membershipEndingEvent)
  onEnding(event: EventPayload<typeof membershipEndingEvent>): Promise<void> {
    return this.notifications.store(notificationOf.membership('membership-ending', event));
  }

  @OnEvent(membershipEndedEvent)
  onEnded(event: EventPayload<typeof membershipEndedEvent>): Promise<void> {
    return this.notifications.store(notificationOf.membership('membership-ended', event));
  }
}
