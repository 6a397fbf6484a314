import { Injectable, Logger } from '@nestjs/common';
import { Subjects, type SessionsRevoked } from '@dating/contracts';
import { NatsLink } from '@dating/server';

/**
 * Tells every gateway that sessions ended, so their session caches forget them at once. The
 * database already refuses those tokens: an event that cannot be sent only leaves a gateway
 * trusting its cache until the entry expires.
 */
@Injectable()
export class SessionEvents {
  private readonly logger = new Logger(SessionEvents.name);

  constructor(private readonly link: NatsLink) {}

  /** Every token of the user issued before `validAfter`. */
  revoked(userId: number, validAfter: Date): Promise<void> {
    return this.publish({ userId, validAfter: validAfter.toISOString() });
  }

  /** One session (logout). */
  ended(userId: number, sessionId: string): Promise<void> {
    return this.publish({ userId, sessionId });
  }

  private async publish(event: SessionsRevoked): Promise<void> {
    try {
      await this.link.publish(Subjects.auth.sessionsRevoked, event);
    } catch (error) {
      this.logger.error(
        `Sessions of user ${event.userId} ended; telling the gateways failed: ${String(error)}`,
      );
    }
  }
}
