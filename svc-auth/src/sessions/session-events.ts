import { Injectable, Logger } from '@nestjs/common';
import { Subjects, type EmailConfirmedEvent, type SessionsRevoked } from '@dating/contracts';
import { NatsLink } from '@dating/server';

/**
 * Tells every gateway that sessions ended or an e-mail address was confirmed, so their session
 * caches forget them at once. The database already answers the new state: an event that cannot
 * be sent only leaves a gateway trusting its cache until the entry expires.
 */
@Injectable()
export class SessionEvents {
  private readonly logger = new Logger(SessionEvents.name);

  constructor(private readonly link: NatsLink) {}

  /** Every token of the user issued before `validAfter`. */
  revoked(userId: number, validAfter: Date): Promise<void> {
    const event: SessionsRevoked = { userId, validAfter: validAfter.toISOString() };
    return this.publish(Subjects.auth.sessionsRevoked, event, 'Sessions ended');
  }

  /** One session (logout). */
  ended(userId: number, sessionId: string): Promise<void> {
    const event: SessionsRevoked = { userId, sessionId };
    return this.publish(Subjects.auth.sessionsRevoked, event, 'Sessions ended');
  }

  /** The account's e-mail address is confirmed (or a new one replaced it). */
  emailConfirmed(userId: number): Promise<void> {
    const event: EmailConfirmedEvent = { userId };
    return this.publish(Subjects.auth.emailConfirmed, event, 'E-mail confirmed');
  }

  private async publish(
    subject: string,
    event: SessionsRevoked | EmailConfirmedEvent,
    what: string,
  ): Promise<void> {
    try {
      await this.link.publish(subject, event);
    } catch (error) {
      this.logger.error(
        `${what} for user ${event.userId}; telling the gateways failed: ${String(error)}`,
      );
    }
  }
}
