import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type DigestKind, type DigestRow } from './mail-rules';

interface DigestSql {
  notification_id: string;
  user_id: number;
  other_user_id: number;
  kind: DigestKind;
  read: boolean;
  unread_messages: number;
}

/**
 * The notification rows that wait for a digest, and each member's member_digest row: a job
 * locks a member's row (FOR UPDATE SKIP LOCKED) inside its transaction, so another replica
 * passes them by until it has written their digest and settled their notifications.
 */
@Injectable()
export class DigestRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Gives each member with a due digest row a member_digest row to lock. */
  async enrolMembers(): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO member_digest (user_id)
       SELECT DISTINCT user_id FROM notification
        WHERE mail_state = 'due' AND kind IN ('message', 'interest')
       ON CONFLICT DO NOTHING`,
    );
  }

  /**
   * Members with due digest rows whose last digest went out at least `intervalMs` ago (or
   * never), locked: the database's clock decides, the same for every replica.
   */
  async claimMembers(manager: EntityManager, intervalMs: number, limit: number): Promise<number[]> {
    const rows = await manager.query<{ user_id: number }[]>(
      `SELECT user_id FROM member_digest
        WHERE user_id IN (SELECT user_id FROM notification
                           WHERE mail_state = 'due' AND kind IN ('message', 'interest'))
          AND (digest_sent_at IS NULL
               OR digest_sent_at <= now() - make_interval(secs => $1::float8 / 1000))
        ORDER BY user_id
        LIMIT $2
        FOR UPDATE SKIP LOCKED`,
      [intervalMs, limit],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * The members' due digest rows, with whether each is read and its unread messages: a message
   * row is read too once the member read the conversation it is about.
   */
  async dueRows(manager: EntityManager, userIds: readonly number[]): Promise<DigestRow[]> {
    const rows = await manager.query<DigestSql[]>(
      `SELECT n.notification_id, n.user_id, n.other_user_id, n.kind,
              n.read_at IS NOT NULL OR (n.kind = 'message' AND coalesce(cm.unread, 0) = 0) AS read,
              coalesce(cm.unread, 0) AS unread_messages
         FROM notification n
         LEFT JOIN conversation_member cm
           ON cm.conversation_id = n.conversation_id AND cm.user_id = n.user_id
        WHERE n.mail_state = 'due' AND n.kind IN ('message', 'interest')
          AND n.user_id = ANY($1::int[])
        ORDER BY n.notification_id`,
      [userIds],
    );
    return rows.map((row) => ({
      id: Number(row.notification_id),
      userId: row.user_id,
      kind: row.kind,
      otherUserId: row.other_user_id,
      read: row.read,
      unreadMessages: row.unread_messages,
    }));
  }

  /** The notifications went into a digest ('sent'), or need none ('skipped': read before). */
  async settle(
    manager: EntityManager,
    ids: readonly number[],
    state: 'sent' | 'skipped',
  ): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `UPDATE notification SET mail_state = $2, mailed_at = clock_timestamp()
        WHERE notification_id = ANY($1::bigint[])`,
      [ids, state],
    );
  }

  async digestSent(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      'UPDATE member_digest SET digest_sent_at = clock_timestamp() WHERE user_id = $1',
      [userId],
    );
  }
}
