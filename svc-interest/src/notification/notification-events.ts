import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  interestReceivedEvent,
  matchEvent,
  memberWarnedEvent,
  messageSentEvent,
  type EventDefinition,
} from '@dating/contracts';
import { EventPublisher } from '@dating/server';
import { type z } from 'zod';

/**
 * Tells of what happened to a member, for their notifications, after the change is committed.
 * An event that cannot be published is logged and lost: the change stands, and the member sees
 * it in the lists, only without a notification.
 */
@Injectable()
export class NotificationEvents {
  private readonly logger = new Logger(NotificationEvents.name);

  constructor(private readonly events: EventPublisher) {}

  interestReceived(userId: number, fromUserId: number): Promise<void> {
    return this.tell(interestReceivedEvent, {
      event_id: randomUUID(),
      user_id: userId,
      from_user_id: fromUserId,
      at: new Date().toISOString(),
    });
  }

  matched(userId: number, matchedBy: number): Promise<void> {
    return this.tell(matchEvent, {
      event_id: randomUUID(),
      user_id: userId,
      matched_by: matchedBy,
      at: new Date().toISOString(),
    });
  }

  messageSent(message: {
    userId: number;
    fromUserId: number;
    conversationId: number;
    messageId: number;
    at: Date;
  }): Promise<void> {
    return this.tell(messageSentEvent, {
      event_id: randomUUID(),
      user_id: message.userId,
      from_user_id: message.fromUserId,
      conversation_id: message.conversationId,
      message_id: message.messageId,
      at: message.at.toISOString(),
    });
  }

  warned(userId: number, reason: string): Promise<void> {
    return this.tell(memberWarnedEvent, {
      event_id: randomUUID(),
      user_id: userId,
      reason,
      at: new Date().toISOString(),
    });
  }

  private async tell<Payload extends { event_id: string; user_id: number }>(
    event: EventDefinition<z.ZodType<Payload>>,
    payload: Payload,
  ): Promise<void> {
    try {
      await this.events.publish(event, payload, payload.event_id);
    } catch (error) {
      this.logger.error(
        `${event.subject} for member ${payload.user_id} not published, no notification: ${String(error)}`,
      );
    }
  }
}
