import { Injectable, Logger } from '@nestjs/common';
import {
  notificationPageSize,
  type Caller,
  type NotificationsListInput,
  type NotificationsListResult,
  type NotificationsReadInput,
  type UnreadNotificationsResult,
} from '@dating/contracts';
import { LivePublisher } from '@dating/server';
import { BlockRepository } from '../block/block.repository';
import { MailWorker } from '../mail/mail-worker';
import { MembersClient } from '../members/members.client';
import { deliveryOf, isMemberCaused } from './notification-limits';
import { notificationView, type NewNotification, type NotificationRow } from './notification-rules';
import { NotificationRepository } from './notification.repository';

/** In-portal notifications (issue 16): stored once per event, listed, marked read. */
@Injectable()
export class NotificationService {
  private readonly logger = new Logger(NotificationService.name);

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly blocks: BlockRepository,
    private readonly members: MembersClient,
    private readonly feeds: LivePublisher,
    private readonly mail: MailWorker,
  ) {}

  /**
   * Stores what an event tells the member, once, and tells their open tabs. Nothing is stored
   * about a member blocked either way, nor a repeat of news still unread, nor more than the
   * limits let one member cause another (issue 27); past the hourly number the tabs are not
   * told. The feed is told after the notification is stored: when it cannot be, the tabs see
   * the notification on their next load. A match wakes the mail worker.
   */
  async store(notification: NewNotification): Promise<void> {
    const other = notification.otherUserId;
    if (other !== null && (await this.blocks.eitherBlocked(notification.userId, other))) return;
    const stored = await this.insert(notification);
    if (!stored) return;
    // A match is mailed at once, not at the next poll.
    if (stored.row.kind === 'match') this.mail.wake();
    if (stored.push) await this.tell(stored.row);
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

  /** Stores the notification within the limits, counted under the member's lock. */
  private async insert(
    notification: NewNotification,
  ): Promise<{ row: NotificationRow; push: boolean } | null> {
    if (!isMemberCaused(notification.kind)) {
      const row = await this.notifications.insert(notification);
      return row && { row, push: true };
    }
    return this.notifications.inMemberLock(notification.userId, async (manager) => {
      const recent = await this.notifications.recent(manager, notification);
      const delivery = deliveryOf(notification.kind, recent);
      if (delivery === 'drop') return null;
      const row = await this.notifications.insert(notification, manager);
      return row && { row, push: delivery === 'push' };
    });
  }

  /** The names of the members the rows are about, in one request to svc-profile. */
  private async names(
    rows: readonly NotificationRow[],
    caller: Caller | null,
  ): Promise<Map<number, string>> {
    const ids = [
      ...new Set(rows.flatMap((row) => (row.otherUserId === null ? [] : [row.otherUserId]))),
    ];
    const cards = await this.members.cards(ids, caller);
    return new Map(cards.map((card) => [card.id, card.name]));
  }

  private async tell(row: NotificationRow): Promise<void> {
    try {
      const [names, unread] = await Promise.all([
        this.names([row], null),
        this.notifications.unread(row.userId),
      ]);
      await this.feeds.publish(row.userId, {
        kind: 'notification',
        data: { notification: notificationView(row, names), unread },
      });
    } catch (error) {
      this.logger.warn(
        `live notification ${row.id} for member ${row.userId} not published: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
