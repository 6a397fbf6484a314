import { Injectable, Logger } from '@nestjs/common';
import {
  type LiveConversationReadData,
  type LiveEvent,
  type LiveMessageData,
} from '@dating/contracts';
import { LivePublisher } from '@dating/server';

/**
 * Tells the members' open tabs (the gateway's live stream) of new messages and read marks. The
 * change is stored before it is told: when the feed cannot take it, the tabs see it on their
 * next load, and the member who acted is not told of a failure that changed nothing for them.
 */
@Injectable()
export class LiveMessages {
  private readonly logger = new Logger(LiveMessages.name);

  constructor(private readonly feeds: LivePublisher) {}

  message(userId: number, data: LiveMessageData): Promise<void> {
    return this.publish(userId, { kind: 'message', data });
  }

  read(userId: number, data: LiveConversationReadData): Promise<void> {
    return this.publish(userId, { kind: 'conversation-read', data });
  }

  private async publish(userId: number, event: LiveEvent): Promise<void> {
    try {
      await this.feeds.publish(userId, event);
    } catch (error) {
      this.logger.warn(
        `live ${event.kind} for member ${userId} not published: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
