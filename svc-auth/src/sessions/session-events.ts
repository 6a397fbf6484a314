import { Injectable, Logger } from '@nestjs/common';
import { Subjects, type SessionsRevoked } from '@dating/contracts';
import { NatsLink } from '@dating/server';

/**
 * Tells every gateway that a member's tokens issued before `validAfter` are void, so their
 * session caches forget them at once. The database already refuses those tokens: an event
 * that cannot be sent only leaves a gateway trusting its cache until the entry expires.
 */
@Injectable()
export class SessionEvents {
  private readonly logger = new Logger(SessionEvents.name);

  constructor(private readonly link: NatsLink) {}

  async revoked(userId: number, validAfter: Date): Promise<void> {
    const event: SessionsRevoked = { userId, validAfter: validAfter.toISOString() };
    try {
      await this.link.publish(Subjects.auth.sessionsRevoked, event);
    } catch (error) {
      this.logger.error(
        `Sessions of user ${userId} ended; telling the gateways failed: ${String(error)}`,
      );
    }
  }
}
