import { Inject, Injectable } from '@nestjs/common';
import { type NotificationKind } from '@dating/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { mailStateOf } from '../mail/mail-rules';
import {
  memberCausedKinds,
  notificationWindows,
  perActorKinds,
  type RecentNotifications,
} from './notification-limits';
import { type NewNotification, type NotificationRow } from './notification-rules';

interface NotificationSql {
  notification_id: string;
  user_id: number;
  kind: NotificationKind;
  other_user_id: number | null;
  conversation_id: number | null;
  package_id: number | null;
  reason: string | null;
  until: Date | null;
  created_at: Date;
  read: boolean;
}

const columns = `notification_id, user_id, kind, other_user_id, conversation_id, package_id,
  reason, until, created_at, read_at IS NOT NULL AS read`;

/** `('a', 'b')`: kinds written out, as the partial indexes name them (NotificationFlood). */
const sqlKinds = (kinds: readonly NotificationKind[]) =>
  `(${kinds.map((kind) => `'${kind}'`).join(', ')})`;

const rowOf = (row: NotificationSql): NotificationRow => ({
  id: Number(row.notification_id),
  userId: row.user_id,
  kind: row.kind,
  otherUserId: row.other_user_id,
  conversationId: row.conversation_id,
  packageId: row.package_id,
  reason: row.reason,
  until: row.until,
  createdAt: row.created_at,
  read: row.read,
});

/** NOTIFICATION rows. */
@Injectable()
export class NotificationRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Takes the member's notification lock in the transaction under way, so what `recent` counts
   * stays true until the notification is stored, whichever replica stores the next. It is the
   * last lock a transaction takes (after the pair's, the report's and the sender's), so none
   * waits on another while holding it. The two-key form with -1 first is apart from the pair
   * locks (both ids at least 1), the sender locks (0 first) and the one-key report lock.
   */
  async lockMember(manager: EntityManager, userId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(-1, $1::int)', [userId]);
  }

  /**
   * What the notification limits count before `notification` is stored: from its other member
   * in a day (notification_from_actor_idx), from everyone in an hour
   * (notification_from_members_idx), read or not.
   */
  async recent(
    manager: EntityManager,
    notification: NewNotification,
  ): Promise<RecentNotifications> {
    const [row] = await manager.query<RecentNotifications[]>(
      `SELECT
         (SELECT count(*)::int FROM notification
           WHERE user_id = $1 AND other_user_id = $2 AND kind IN ${sqlKinds(perActorKinds)}
             AND created_at > now() - make_interval(secs => $3)) AS "fromActorToday",
         (SELECT count(*)::int FROM notification
           WHERE user_id = $1 AND kind IN ${sqlKinds(memberCausedKinds)}
             AND created_at > now() - make_interval(secs => $4)) AS "toMemberLastHour"`,
      [
        notification.userId,
        notification.otherUserId,
        notificationWindows.perActorSeconds,
        notificationWindows.pushedSeconds,
      ],
    );
    if (!row) throw new Error('The count gave no row');
    return row;
  }

  /**
   * Stores the notification unless its event was stored before, or the member still has an
   * unread one of the same news: new messages in the conversation, or interest or a match
   * from the same member (notification_unread_from_key); null when nothing was stored. A kind
   * the digest tells of waits for it (mail/).
   */
  async insert(
    manager: EntityManager,
    notification: NewNotification,
  ): Promise<NotificationRow | null> {
    const [row] = await manager.query<NotificationSql[]>(
      `INSERT INTO notification (event_id, user_id, kind, other_user_id, conversation_id,
                                 package_id, reason, until, mail_state)
       VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING
       RETURNING ${columns}`,
      [
        notification.eventId,
        notification.userId,
        notification.kind,
        notification.otherUserId,
        notification.conversationId,
        notification.packageId,
        notification.reason,
        notification.until,
        mailStateOf(notification.kind),
      ],
    );
    return row ? rowOf(row) : null;
  }

  /** The member's notifications before `before` (all when undefined), newest first. */
  async page(
    userId: number,
    before: number | undefined,
    limit: number,
  ): Promise<NotificationRow[]> {
    const rows = await this.dataSource.query<NotificationSql[]>(
      `SELECT ${columns} FROM notification
        WHERE user_id = $1 AND ($2::bigint IS NULL OR notification_id < $2)
        ORDER BY notification_id DESC LIMIT $3`,
      [userId, before ?? null, limit],
    );
    return rows.map(rowOf);
  }

  /** Marks the member's notification read, or all of theirs when `id` is undefined. */
  async markRead(userId: number, id: number | undefined): Promise<void> {
    await this.dataSource.query(
      `UPDATE notification SET read_at = now()
        WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint IS NULL OR notification_id = $2)`,
      [userId, id ?? null],
    );
  }

  /** Marks the member's notification of new messages in this conversation read. */
  async markConversationRead(
    manager: EntityManager,
    userId: number,
    conversationId: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE notification SET read_at = now()
        WHERE user_id = $1 AND conversation_id = $2 AND kind = 'message' AND read_at IS NULL`,
      [userId, conversationId],
    );
  }

  async unread(userId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query<{ unread: number }[]>(
      `SELECT count(*)::int AS unread FROM notification WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return row?.unread ?? 0;
  }
}
