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
   * about a member blocked either way. The feed is told after the notification is stored: when
   * it cannot be, the tabs see the notification on their next load. A match wakes the mail
   * worker.
   */
  async store(notification: NewNotification): Promise<void> {
    const other = notification.otherUserId;
    if (other !== null && (await this.blocks.eitherBlocked(notification.userId, other))) return;
    const stored = await this.notifications.insert(notification);
    if (!stored) return;
    // A match is mailed at once, not at the next poll.
    if (stored.kind === 'match') this.mail.wake();
    await this.tell(stored);
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
