import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { notBlockedBetween } from '../block/blocked-pair';
import { pairOf, type RecentActivity, type ShownMessage } from './conversation-rules';

/**
 * SQL that holds while the conversation `c` is open: its match still stands (both interests
 * active, the later one begun at `c.match_since`, interest_pair_key) and no block stands
 * between the two. An unmatch or a block closes it in the same query as it is read.
 */
export function openConversation(c: string): string {
  return `EXISTS (
    SELECT 1 FROM interest lo
      JOIN interest hi
        ON hi.user_id = ${c}.member_high AND hi.user_interest_id = ${c}.member_low
       AND hi.active_flag = 'Y'
     WHERE lo.user_id = ${c}.member_low AND lo.user_interest_id = ${c}.member_high
       AND lo.active_flag = 'Y'
       AND GREATEST(lo.interest_date, hi.interest_date) = ${c}.match_since)
    AND ${notBlockedBetween(`${c}.member_low`, `${c}.member_high`)}`;
}

/** A message as stored, with the read mark of its receiver. */
export interface MessageRow {
  id: number;
  senderId: number;
  /** Empty when removed. */
  text: string;
  masked: boolean;
  sentAt: Date;
  read: boolean;
  /** Its sender's account was deleted: its text is gone. */
  removed: boolean;
}

/** A message of a conversation attached to a report: as written, whatever the members saw. */
export interface WrittenMessageRow {
  conversation_id: number;
  /** bigint: read as a string. */
  id: string;
  sender_id: number;
  /** Null when removed. */
  text: string | null;
  sent_at: Date;
}

/** A member's side of one of their conversations. */
export interface MemberSide {
  conversationId: number;
  otherUserId: number;
  open: boolean;
  /** The other member deleted their account while it was open: it stays, read-only. */
  otherDeleted: boolean;
}

/** A member's read mark in a conversation after marking it read. */
export interface ReadMark {
  readUpTo: number;
  /** Left unread in the conversation. */
  unread: number;
  /** The mark went forward: messages became read just now. */
  moved: boolean;
}

export interface ListedConversation {
  conversationId: number;
  otherUserId: number;
  otherDeleted: boolean;
  unread: number;
  lastMessage: MessageRow;
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  receiverId: number;
  shown: ShownMessage;
}

interface MessageSql {
  id: string;
  sender_id: number;
  text: string | null;
  masked: boolean;
  sent_at: Date;
  read: boolean;
}

const messageOf = (row: MessageSql): MessageRow => ({
  id: Number(row.id),
  senderId: row.sender_id,
  text: row.text ?? '',
  masked: row.masked,
  sentAt: row.sent_at,
  read: row.read,
  removed: row.text === null,
});

/** The conversation tables: conversation, conversation_member, conversation_message. */
@Injectable()
export class ConversationRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Holds one sender's messages off each other until the transaction ends, so a rate limit
   * counts them all. Taken after the pair's lock and before no other but the receiver's
   * notification lock (NotificationRepository.lockMember), which is taken last: no lock waits on
   * it in a cycle. The two-key form with 0 first is apart from the pair locks (both ids are at
   * least 1) and from the one-key report lock.
   */
  async lockSender(manager: EntityManager, userId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(0, $1::int)', [userId]);
  }

  /** Whether the two are matched now (both interests active, interest_pair_key). */
  async matched(
    a: number,
    b: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM interest mine
         JOIN interest theirs
           ON theirs.user_id = $2 AND theirs.user_interest_id = $1 AND theirs.active_flag = 'Y'
        WHERE mine.user_id = $1 AND mine.user_interest_id = $2 AND mine.active_flag = 'Y'`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** The conversation of the pair's current match, or null when they have none open. */
  async openBetween(
    a: number,
    b: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number | null> {
    const [low, high] = pairOf(a, b);
    const [row] = await manager.query<{ id: number }[]>(
      `SELECT c.conversation_id AS id FROM conversation c
        WHERE c.member_low = $1 AND c.member_high = $2 AND ${openConversation('c')}`,
      [low, high],
    );
    return row?.id ?? null;
  }

  /**
   * The member's conversation with `other` kept after `other` deleted their account
   * (conversation_member_list_idx), or null: there was none open then.
   */
  async keptWith(userId: number, other: number): Promise<number | null> {
    const [row] = await this.dataSource.query<{ id: number }[]>(
      `SELECT conversation_id AS id FROM conversation_member
        WHERE user_id = $1 AND other_user_id = $2 AND other_deleted_at IS NOT NULL
        ORDER BY last_message_id DESC LIMIT 1`,
      [userId, other],
    );
    return row?.id ?? null;
  }

  /** The pair's latest conversation, open or closed (conversation_match_key), or null. */
  async latestBetween(manager: EntityManager, a: number, b: number): Promise<number | null> {
    const [low, high] = pairOf(a, b);
    const [row] = await manager.query<{ id: number }[]>(
      `SELECT conversation_id AS id FROM conversation
        WHERE member_low = $1 AND member_high = $2
        ORDER BY match_since DESC LIMIT 1`,
      [low, high],
    );
    return row?.id ?? null;
  }

  /**
   * The latest `perConversation` messages of each of these conversations as they were written,
   * open or closed (conversation_message_history_idx); a removed one without its text.
   */
  writtenMessages(
    conversationIds: readonly number[],
    perConversation: number,
  ): Promise<WrittenMessageRow[]> {
    return this.dataSource.query<WrittenMessageRow[]>(
      `SELECT c.conversation_id, latest.id, latest.sender_id, latest.text, latest.sent_at
         FROM unnest($1::int[]) AS c(conversation_id)
         CROSS JOIN LATERAL (
           SELECT message_id::text AS id, sender_id, coalesce(original_text, text) AS text, sent_at
             FROM conversation_message msg
            WHERE msg.conversation_id = c.conversation_id
            ORDER BY message_id DESC LIMIT $2
         ) AS latest`,
      [conversationIds, perConversation],
    );
  }

  /** The member's side of a conversation, or null when it is not theirs. */
  async sideOf(
    conversationId: number,
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MemberSide | null> {
    const [row] = await manager.query<{ other: number; open: boolean; other_deleted: boolean }[]>(
      `SELECT m.other_user_id AS other, ${openConversation('c')} AS open,
              m.other_deleted_at IS NOT NULL AS other_deleted
         FROM conversation_member m
         JOIN conversation c ON c.conversation_id = m.conversation_id
        WHERE m.conversation_id = $1 AND m.user_id = $2`,
      [conversationId, userId],
    );
    return row
      ? {
          conversationId,
          otherUserId: row.other,
          open: row.open,
          otherDeleted: row.other_deleted,
        }
      : null;
  }

  /** How many messages the member sent within the last `windowSeconds`, and the oldest. */
  recentMessages(
    manager: EntityManager,
    userId: number,
    windowSeconds: number,
  ): Promise<RecentActivity> {
    return this.recent(
      manager,
      `SELECT count(*)::int AS count, min(sent_at) AS oldest, now() AS now
         FROM conversation_message
        WHERE sender_id = $1 AND sent_at > now() - make_interval(secs => $2)`,
      [userId, windowSeconds],
    );
  }

  /** How many conversations the member opened within the last `windowSeconds`, and the oldest. */
  recentlyOpened(
    manager: EntityManager,
    userId: number,
    windowSeconds: number,
  ): Promise<RecentActivity> {
    return this.recent(
      manager,
      `SELECT count(*)::int AS count, min(created_at) AS oldest, now() AS now
         FROM conversation
        WHERE opened_by = $1 AND created_at > now() - make_interval(secs => $2)`,
      [userId, windowSeconds],
    );
  }

  /**
   * Opens the conversation of the pair's current match, with a side for each member. The
   * match's start is copied in SQL: a JavaScript Date would drop its microseconds.
   */
  async open(manager: EntityManager, openedBy: number, other: number): Promise<number> {
    const [low, high] = pairOf(openedBy, other);
    const [row] = await manager.query<{ id: number }[]>(
      `INSERT INTO conversation (member_low, member_high, opened_by, match_since)
       SELECT $1, $2, $3, GREATEST(lo.interest_date, hi.interest_date)
         FROM interest lo
         JOIN interest hi
           ON hi.user_id = $2 AND hi.user_interest_id = $1 AND hi.active_flag = 'Y'
        WHERE lo.user_id = $1 AND lo.user_interest_id = $2 AND lo.active_flag = 'Y'
       RETURNING conversation_id AS id`,
      [low, high, openedBy],
    );
    if (!row) throw new Error('A conversation was opened between members not matched');
    await manager.query(
      `INSERT INTO conversation_member (conversation_id, user_id, other_user_id)
       VALUES ($1, $2, $3), ($1, $3, $2)`,
      [row.id, low, high],
    );
    return row.id;
  }

  /**
   * Stores a message and moves both sides: the conversation to the top of both lists, one more
   * unread for the receiver, the sender's read mark to their own message.
   */
  async addMessage(manager: EntityManager, message: NewMessage): Promise<MessageRow> {
    const [row] = await manager.query<MessageSql[]>(
      `INSERT INTO conversation_message (conversation_id, sender_id, text, original_text, masked)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING message_id AS id, sender_id, text, masked, sent_at, false AS read`,
      [
        message.conversationId,
        message.senderId,
        message.shown.text,
        message.shown.original,
        message.shown.masked,
      ],
    );
    if (!row) throw new Error('The message was not stored');
    await manager.query(
      `UPDATE conversation_member
          SET last_message_id = $2,
              unread = unread + CASE WHEN user_id = $3 THEN 1 ELSE 0 END,
              last_read_message_id = CASE WHEN user_id = $4 THEN $2 ELSE last_read_message_id END
        WHERE conversation_id = $1`,
      [message.conversationId, row.id, message.receiverId, message.senderId],
    );
    return messageOf(row);
  }

  /**
   * Moves the member's read mark up to `upTo` (never back, never past the last message) and
   * counts what they have left unread; `moved` when the mark went forward (messages became
   * read). Under the pair's lock, the mark read before is the one this moves.
   */
  async markRead(
    manager: EntityManager,
    conversationId: number,
    userId: number,
    upTo: number,
  ): Promise<ReadMark> {
    const [rows] = (await manager.query(
      `UPDATE conversation_member m
          SET last_read_message_id = marked.up_to,
              unread = (SELECT count(*) FROM conversation_message msg
                         WHERE msg.conversation_id = m.conversation_id
                           AND msg.sender_id = m.other_user_id
                           AND msg.message_id > marked.up_to)
         FROM (SELECT GREATEST(last_read_message_id, LEAST($3::bigint, last_message_id)) AS up_to,
                      last_read_message_id AS before
                 FROM conversation_member WHERE conversation_id = $1 AND user_id = $2) marked
        WHERE m.conversation_id = $1 AND m.user_id = $2
        RETURNING m.last_read_message_id AS up_to, m.unread,
                  m.last_read_message_id IS DISTINCT FROM marked.before AS moved`,
      [conversationId, userId, upTo],
    )) as [{ up_to: string; unread: number; moved: boolean }[], number];
    const [row] = rows;
    if (!row) throw new Error('The conversation has no side for this member');
    return { readUpTo: Number(row.up_to), unread: row.unread, moved: row.moved };
  }

  /** The member's unread messages in one conversation. */
  async unreadIn(manager: EntityManager, conversationId: number, userId: number) {
    const [row] = await manager.query<{ unread: number }[]>(
      'SELECT unread FROM conversation_member WHERE conversation_id = $1 AND user_id = $2',
      [conversationId, userId],
    );
    return row?.unread ?? 0;
  }

  /** The member's unread messages in all of their open conversations (the menu's badge). */
  async unreadTotal(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [row] = await manager.query<{ total: number }[]>(
      `SELECT coalesce(sum(m.unread), 0)::int AS total
         FROM conversation_member m
         JOIN conversation c ON c.conversation_id = m.conversation_id
        WHERE m.user_id = $1 AND m.unread > 0 AND ${openConversation('c')}`,
      [userId],
    );
    return row?.total ?? 0;
  }

  /**
   * The member's open conversations, and those kept after the other member deleted their
   * account, the latest message first (conversation_member_list_idx), those whose latest
   * message is older than `before`.
   */
  async list(userId: number, before: number | undefined, limit: number) {
    const rows = await this.dataSource.query<
      (MessageSql & {
        conversation_id: number;
        other: number;
        other_deleted: boolean;
        unread: number;
      })[]
    >(
      `SELECT m.conversation_id, m.other_user_id AS other, m.unread,
              m.other_deleted_at IS NOT NULL AS other_deleted,
              msg.message_id AS id, msg.sender_id, msg.text, msg.masked, msg.sent_at,
              (msg.message_id <= (SELECT r.last_read_message_id FROM conversation_member r
                                   WHERE r.conversation_id = m.conversation_id
                                     AND r.user_id <> msg.sender_id)) AS read
         FROM conversation_member m
         JOIN conversation c ON c.conversation_id = m.conversation_id
         JOIN conversation_message msg ON msg.message_id = m.last_message_id
        WHERE m.user_id = $1 AND ($2::bigint IS NULL OR m.last_message_id < $2)
          AND (m.other_deleted_at IS NOT NULL OR ${openConversation('c')})
        ORDER BY m.last_message_id DESC
        LIMIT $3`,
      [userId, before ?? null, limit],
    );
    return rows.map((row): ListedConversation => ({
      conversationId: row.conversation_id,
      otherUserId: row.other,
      otherDeleted: row.other_deleted,
      unread: row.unread,
      lastMessage: messageOf(row),
    }));
  }

  /** A conversation's messages older than `before`, newest first (conversation_message_history_idx). */
  async history(
    conversationId: number,
    before: number | undefined,
    limit: number,
  ): Promise<MessageRow[]> {
    const rows = await this.dataSource.query<MessageSql[]>(
      `SELECT msg.message_id AS id, msg.sender_id, msg.text, msg.masked, msg.sent_at,
              msg.message_id <= r.last_read_message_id AS read
         FROM conversation_message msg
         JOIN conversation_member r
           ON r.conversation_id = msg.conversation_id AND r.user_id <> msg.sender_id
        WHERE msg.conversation_id = $1 AND ($2::bigint IS NULL OR msg.message_id < $2)
        ORDER BY msg.message_id DESC
        LIMIT $3`,
      [conversationId, before ?? null, limit],
    );
    return rows.map(messageOf);
  }

  private async recent(
    manager: EntityManager,
    sql: string,
    parameters: unknown[],
  ): Promise<RecentActivity> {
    const [row] = await manager.query<{ count: number; oldest: Date | null; now: Date }[]>(
      sql,
      parameters,
    );
    if (!row) throw new Error('The count gave no row');
    return row;
  }
}
