import { Injectable } from '@nestjs/common';
import { Subjects, type EmailConfirmedEvent, type SessionsRevoked } from '@dating/contracts';
import { Outbox } from '@dating/server';
import { type EntityManager } from 'typeorm';

/**
 * Tells every gateway, once the change is committed, that sessions ended or an e-mail address
 * was confirmed, so their session caches forget them at once. The database already answers the
 * new state: a notice that comes late only leaves a gateway trusting its cache a while longer.
 */
/**
 * Changes that end sessions answer once every gateway was told (or after this long): a member
 * who logs out, or an admin who deactivates one, finds the token refused at once everywhere.
 */
export const gatewaysTold = { deliveredWithinMs: 2000 };

@Injectable()
export class SessionNotices {
  constructor(private readonly outbox: Outbox) {}

  /** Every token of the user issued before `validAfter`. */
  revoked(manager: EntityManager, userId: number, validAfter: Date): Promise<void> {
    const notice: SessionsRevoked = { userId, validAfter: validAfter.toISOString() };
    return this.outbox.notice(manager, Subjects.auth.sessionsRevoked, notice);
  }

  /** One session (logout). */
  ended(manager: EntityManager, userId: number, sessionId: string): Promise<void> {
    const notice: SessionsRevoked = { userId, sessionId };
    return this.outbox.notice(manager, Subjects.auth.sessionsRevoked, notice);
  }

  /** The account's e-mail address is confirmed (or a new one replaced it). */
  emailConfirmed(manager: EntityManager, userId: number): Promise<void> {
    const notice: EmailConfirmedEvent = { userId };
    return this.outbox.notice(manager, Subjects.auth.emailConfirmed, notice);
  }
}
