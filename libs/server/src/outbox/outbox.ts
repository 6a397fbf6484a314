import { Inject, Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  liveEventSchema,
  type Subjects,
  type EventDefinition,
  type EventPayload,
  type LiveEvent,
} from '@dating/contracts';
import { letterSchema, type Letter } from './letters';
import { OutboxRelay } from './outbox-relay';
import { OutboxRepository, type WrittenRow } from './outbox.repository';

type NoticeSubject = (typeof Subjects.auth)['sessionsRevoked' | 'emailConfirmed'];

export type OutboxKind = 'event' | 'live' | 'notice' | 'mail';

/**
 * The one door out of a service (DESIGN §4): a change writes what it must tell others (domain
 * events, live pushes, mails) as rows in its own transaction, and the relay delivers them once
 * committed. Nothing else publishes or mails.
 */
@Injectable()
export class Outbox {
  /** The rows each transaction of `transaction` wrote, by its manager. */
  private readonly written = new WeakMap<EntityManager, WrittenRow[]>();

  /**
   * Without a relay (a migration's seed, which runs none), what is written waits for the
   * service's relay to find it at its next poll.
   */
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly rows: OutboxRepository,
    @Optional() private readonly relay?: OutboxRelay,
  ) {}

  /**
   * Runs `work` in a transaction and has the relay deliver what it wrote once committed. With
   * `deliveredWithinMs`, answers once that is delivered (or that long has passed): for a change
   * whose effect elsewhere the caller must find done, such as a logout every gateway honours.
   */
  async transaction<T>(
    work: (manager: EntityManager) => Promise<T>,
    options: { deliveredWithinMs?: number } = {},
  ): Promise<T> {
    const written: WrittenRow[] = [];
    const result = await this.dataSource.transaction((manager) => {
      this.written.set(manager, written);
      return work(manager);
    });
    const delivery = this.relay?.committed(written);
    if (delivery && options.deliveredWithinMs) await within(delivery, options.deliveredWithinMs);
    return result;
  }

  /**
   * An event, checked against its schema now. Its id (the payload's own, when it has one) is the
   * message id JetStream de-duplicates by, and the one consumers key their work by.
   */
  async event<Event extends EventDefinition>(
    manager: EntityManager,
    event: Event,
    payload: EventPayload<Event>,
  ): Promise<void> {
    const checked = event.schema.parse(payload) as EventPayload<Event>;
    await this.write(manager, 'event', event.subject, checked, eventIdOf(checked));
  }

  /** A push to the member's live feeds (their open tabs). */
  async live(manager: EntityManager, userId: number, event: LiveEvent): Promise<void> {
    await this.write(manager, 'live', String(userId), liveEventSchema.parse(event));
  }

  /**
   * A notice on plain NATS to every replica that listens (no queue group, not stored): for
   * caches, such as the gateways' sessions, that must hear of a change soon but recheck anyway.
   */
  async notice(manager: EntityManager, subject: NoticeSubject, payload: object): Promise<void> {
    await this.write(manager, 'notice', subject, payload);
  }

  /** A mail, written in the recipient's language when it is sent. */
  async mail(manager: EntityManager, letter: Letter): Promise<void> {
    const checked = letterSchema.parse(letter);
    await this.write(manager, 'mail', checked.template, checked);
  }
  /**
   * In an erasure's transaction: drops the undelivered pushes and letters to the member (by id,
   * or by `addresses` for svc-auth, which mails addresses itself) and letters naming them.
   */
  forgetMember(
    manager: EntityManager,
    userId: number,
    addresses: readonly string[] = [],
  ): Promise<number> {
    return this.rows.forgetMember(manager, userId, addresses);
  }

  private async write(
    manager: EntityManager,
    kind: OutboxKind,
    subject: string,
    payload: unknown,
    id: string = randomUUID(),
  ): Promise<void> {
    const written = this.written.get(manager);
    if (!written)
      throw new Error(`An outbox ${kind} is written inside Outbox.transaction, with its manager`);
    const row = { id, kind, subject, payload };
    await this.rows.insert(manager, row);
    written.push(row);
  }
}

/** The event's own id (`event_id`, or the audit entry's `id`), else a new one. */
function eventIdOf(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return randomUUID();
  const id = 'event_id' in payload ? payload.event_id : 'id' in payload ? payload.id : undefined;
  return typeof id === 'string' ? id : randomUUID();
}

/** Resolves when `work` does, or after `ms`, whichever comes first. */
async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
