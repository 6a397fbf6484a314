import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type NotificationKind, type ReportReason } from '@dating/contracts';
import { openConversation } from '../conversation/conversation.repository';
import { type ReportStatus } from '../report/report.entity';

/** One direction of interest that involves the member, with whether the answer stands. */
export interface InterestRow {
  from_id: number;
  to_id: number;
  active: boolean;
  /** The other direction of the pair is active too. */
  answered: boolean;
  interest_date: Date;
  first_at: Date;
  changed_at: Date | null;
}

export interface BlockRow {
  blocked_user_id: number;
  blocked_name: string;
  active: boolean;
  block_date: Date;
  first_at: Date;
  changed_at: Date | null;
}

/** The member's side of one of their conversations, with both read marks. */
export interface ConversationRow {
  conversation_id: number;
  other_user_id: number;
  opened_by: number;
  match_since: Date;
  created_at: Date;
  open: boolean;
  other_deleted: boolean;
  /** bigint: read as strings. */
  my_read_up_to: string;
  their_read_up_to: string;
  messages: number;
}

export interface MessageExportRow {
  /** bigint: read as a string. */
  id: string;
  sender_id: number;
  /** Null once removed (its sender's account was deleted). */
  text: string | null;
  /** What its sender wrote, when contact details were masked. */
  original_text: string | null;
  masked: boolean;
  sent_at: Date;
}

export interface ReportMadeRow {
  reported_id: number;
  reported_deleted: boolean;
  reason: ReportReason;
  text: string | null;
  photo_slot: number | null;
  conversation_id: number | null;
  created_at: Date;
  status: ReportStatus;
  resolved_at: Date | null;
}

export interface NotificationExportRow {
  kind: NotificationKind;
  other_user_id: number | null;
  conversation_id: number | null;
  package_id: number | null;
  reason: string | null;
  until: Date | null;
  created_at: Date;
  read_at: Date | null;
  mail_state: 'due' | 'sent' | 'skipped' | null;
  mailed_at: Date | null;
}

/** Messages read per query: a member with thousands of messages is read a page at a time. */
export const messagePage = 1000;

/**
 * What svc-interest holds of one member, for their data export (issue 29): one query per table,
 * and each conversation's messages in keyset pages (conversation_message_history_idx).
 */
@Injectable()
export class ExportRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Interest the member showed (interest_pair_key) and received, each with its answer. */
  interests(userId: number): Promise<InterestRow[]> {
    return this.dataSource.query<InterestRow[]>(
      `SELECT i.user_id AS from_id, i.user_interest_id AS to_id, i.active_flag = 'Y' AS active,
              coalesce(back.active_flag = 'Y', false) AS answered,
              i.interest_date, i.create_datetime AS first_at, i.update_datetime AS changed_at
         FROM interest i
         LEFT JOIN interest back
           ON back.user_id = i.user_interest_id AND back.user_interest_id = i.user_id
        WHERE i.user_id = $1 OR i.user_interest_id = $1
        ORDER BY i.create_datetime, i.interest_id`,
      [userId],
    );
  }

  /** The blocks the member made, standing or lifted (member_block_pair_key). */
  blocksMade(userId: number): Promise<BlockRow[]> {
    return this.dataSource.query<BlockRow[]>(
      `SELECT blocked_user_id, blocked_name, active_flag = 'Y' AS active, block_date,
              create_datetime AS first_at, update_datetime AS changed_at
         FROM member_block WHERE user_id = $1
        ORDER BY create_datetime, block_id`,
      [userId],
    );
  }

  /** Every conversation the member has a side in, open or closed, the oldest first. */
  conversations(userId: number): Promise<ConversationRow[]> {
    return this.dataSource.query<ConversationRow[]>(
      `SELECT m.conversation_id, m.other_user_id, c.opened_by, c.match_since, c.created_at,
              ${openConversation('c')} AS open, m.other_deleted_at IS NOT NULL AS other_deleted,
              m.last_read_message_id::text AS my_read_up_to,
              o.last_read_message_id::text AS their_read_up_to,
              (SELECT count(*)::int FROM conversation_message msg
                WHERE msg.conversation_id = m.conversation_id) AS messages
         FROM conversation_member m
         JOIN conversation c ON c.conversation_id = m.conversation_id
         JOIN conversation_member o
           ON o.conversation_id = m.conversation_id AND o.user_id = m.other_user_id
        WHERE m.user_id = $1
        ORDER BY c.created_at, c.conversation_id`,
      [userId],
    );
  }

  /**
   * A conversation's messages, oldest first, a page at a time after `after` (a message id; 0
   * for the first page).
   */
  messagesAfter(conversationId: number, after: string): Promise<MessageExportRow[]> {
    return this.dataSource.query<MessageExportRow[]>(
      `SELECT message_id::text AS id, sender_id, text, original_text, masked, sent_at
         FROM conversation_message
        WHERE conversation_id = $1 AND message_id > $2::bigint
        ORDER BY message_id
        LIMIT $3`,
      [conversationId, after, messagePage],
    );
  }

  /** The reports the member made (member_report_reporter_idx), never those about them. */
  reportsMade(userId: number): Promise<ReportMadeRow[]> {
    return this.dataSource.query<ReportMadeRow[]>(
      `SELECT reported_id, reported_pseudonym IS NOT NULL AS reported_deleted, reason, text,
              photo_slot, conversation_id, created_at, status, resolved_at
         FROM member_report WHERE reporter_id = $1
        ORDER BY created_at, id`,
      [userId],
    );
  }

  /** The member's notifications, the oldest first (notification_list_idx). */
  notifications(userId: number): Promise<NotificationExportRow[]> {
    return this.dataSource.query<NotificationExportRow[]>(
      `SELECT kind, other_user_id, conversation_id, package_id, reason, until, created_at,
              read_at, mail_state, mailed_at
         FROM notification WHERE user_id = $1
        ORDER BY notification_id`,
      [userId],
    );
  }

  /** When the member's last digest of new messages and interest went out, if ever. */
  async lastDigest(userId: number): Promise<Date | null> {
    const [row] = await this.dataSource.query<{ digest_sent_at: Date | null }[]>(
      'SELECT digest_sent_at FROM member_digest WHERE user_id = $1',
      [userId],
    );
    return row?.digest_sent_at ?? null;
  }
}
