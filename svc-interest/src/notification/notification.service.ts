import { Injectable } from '@nestjs/common';
import {
  notificationPageSize,
  type Caller,
  type NotificationsListInput,
  type NotificationsListResult,
  type NotificationsReadInput,
  type UnreadNotificationsResult,
} from '@dating/contracts';
import { Outbox } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { matchMail } from '../mail/mail-texts';
import { MembersClient } from '../members/members.client';
import { deliveryOf, isMemberCaused, type NotificationDelivery } from './notification-limits';
import { notificationView, type NewNotification, type NotificationRow } from './notification-rules';
import { NotificationRepository } from './notification.repository';

/** In-portal notifications (issue 16): stored once, told to open tabs, listed, marked read. */
@Injectable()
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly members: MembersClient,
    private readonly outbox: Outbox,
    private readonly erased: ErasedMembersRepository,
  ) {}

  /**
   * News another service told of (its event), in a transaction of its own; nothing for a member
   * whose account was deleted (a late event).
   */
  async store(notification: NewNotification): Promise<void> {
    await this.erased.unlessErased(notification.userId, (manager) =>
      this.write(manager, notification),
    );
  }

  /**
   * Stores what the member is told, in the transaction of the change that tells it, with what
   * goes out with it: the push to their open tabs and, for a match, its mail. Nothing is stored
   * for a repeat of news still unread, nor past what the limits let one member cause another
   * (issue 27); past the hourly number the tabs are not told. `names` has the other member's
   * profile name for the push, when they are there to see.
   */
  async write(
    manager: EntityManager,
    notification: NewNotification,
    names: ReadonlyMap<number, string> = new Map(),
  ): Promise<void> {
    const delivery = await this.deliveryOf(manager, notification);
    if (delivery === 'drop') return;
    const row = await this.notifications.insert(manager, notification);
    if (!row) return;
    if (row.kind === 'match' && row.otherUserId !== null) {
      await this.outbox.mail(
        manager,
        matchMail.letter({ userId: row.userId, kind: 'match' }, { otherUserId: row.otherUserId }, [
          row.otherUserId,
        ]),
      );
    }
    if (delivery === 'push') {
      await this.outbox.live(manager, row.userId, {
        kind: 'notification',
        data: {
          notification: notificationView(row, names),
          unread: await this.notifications.unread(row.userId, manager),
        },
      });
    }
  }

  async list(caller: Caller, input: NotificationsListInput): Promise<NotificationsListResult> {
    const found = await this.notifications.page(
      caller.userId,
      input.before,
      notificationPageSize + 1,
    );
    const shown = found.slice(0, notificationPageSize);
    const [names, unread] = await Promise.all([
      this.names(shown, caller),
      this.notifications.unread(caller.userId),
    ]);
    const last = shown.at(-1);
    return {
      status: 'OK',
      result: shown.map((row) => notificationView(row, names)),
      next_before: found.length > notificationPageSize && last ? last.id : null,
      unread,
    };
  }

  async read(caller: Caller, input: NotificationsReadInput): Promise<UnreadNotificationsResult> {
    await this.notifications.markRead(caller.userId, input.notification_id);
    return this.unread(caller);
  }

  async unread(caller: Caller): Promise<UnreadNotificationsResult> {
    return { status: 'OK', unread: await this.notifications.unread(caller.userId) };
  }

  /** Within the limits, counted under the member's lock for what another member causes. */
  private async deliveryOf(
    manager: EntityManager,
    notification: NewNotification,
  ): Promise<NotificationDelivery> {
    if (!isMemberCaused(notification.kind)) return 'push';
    await this.notifications.lockMember(manager, notification.userId);
    return deliveryOf(notification.kind, await this.notifications.recent(manager, notification));
  }

  /** The names of the members the rows are about, in one request to svc-profile. */
  private async names(
    rows: readonly NotificationRow[],
    caller: Caller,
  ): Promise<Map<number, string>> {
    const ids = [
      ...new Set(rows.flatMap((row) => (row.otherUserId === null ? [] : [row.otherUserId]))),
    ];
    const cards = await this.members.cards(ids, caller);
    return new Map(cards.map((card) => [card.id, card.name]));
  }
}
