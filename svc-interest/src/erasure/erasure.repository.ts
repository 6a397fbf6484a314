import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { openConversation } from '../conversation/conversation.repository';

/** A deleted member (issue 29) in svc-interest's tables: what is erased, what is kept and how. */
@Injectable()
export class ErasureRepository {
  /**
   * The members whose live feeds may carry the member's messages or name: those they had a
   * conversation with, and those a notification about them went to.
   */
  async feedsNaming(manager: EntityManager, userId: number): Promise<number[]> {
    const rows = await manager.query<{ id: number }[]>(
      `SELECT other_user_id AS id FROM conversation_member WHERE user_id = $1
       UNION
       SELECT user_id FROM notification WHERE other_user_id = $1`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The conversations open with the member stay in the other member's list, read-only, with
   * nothing left unread (the member's messages are removed); closed ones stay closed. Read
   * before the interest and blocks that decide it are erased. The member's own sides keep their
   * read mark (the other sees "Read" under their messages) and lose their unread count.
   */
  async keepConversations(
    manager: EntityManager,
    userId: number,
    at: Date,
  ): Promise<{ ownSides: number }> {
    await manager.query(
      `UPDATE conversation_member m
          SET other_deleted_at = $2, unread = 0, last_read_message_id = m.last_message_id
         FROM conversation c
        WHERE m.conversation_id IN (SELECT conversation_id FROM conversation_member
                                     WHERE user_id = $1)
          AND m.user_id <> $1 AND c.conversation_id = m.conversation_id
          AND ${openConversation('c')}`,
      [userId, at],
    );
    return {
      ownSides: await this.changed(
        manager,
        'UPDATE conversation_member SET unread = 0 WHERE user_id = $1',
        [userId],
      ),
    };
  }

  /** The member's messages keep their place, sender and time, without their text. */
  removeMessages(manager: EntityManager, userId: number): Promise<number> {
    return this.changed(
      manager,
      `UPDATE conversation_message SET text = NULL, original_text = NULL, masked = false
        WHERE sender_id = $1 AND text IS NOT NULL`,
      [userId],
    );
  }

  /**
   * Notifications to the member and about them (the name another member's list shows), and
   * their digest's row. First among the deletions: the digest job holds these rows while it
   * writes a letter, which the outbox's erasure, last, then finds.
   */
  async eraseNotifications(
    manager: EntityManager,
    userId: number,
  ): Promise<{ notifications: number; digests: number }> {
    return {
      notifications: await this.changed(
        manager,
        'DELETE FROM notification WHERE user_id = $1 OR other_user_id = $1',
        [userId],
      ),
      digests: await this.changed(manager, 'DELETE FROM member_digest WHERE user_id = $1', [
        userId,
      ]),
    };
  }

  /**
   * Interest and blocks, both directions (a block's row holds the blocked member's name). Not
   * told to svc-profile: it erases its own read models of them on the same event.
   */
  async eraseRelations(
    manager: EntityManager,
    userId: number,
  ): Promise<{ interests: number; blocks: number }> {
    return {
      interests: await this.changed(
        manager,
        'DELETE FROM interest WHERE user_id = $1 OR user_interest_id = $1',
        [userId],
      ),
      blocks: await this.changed(
        manager,
        'DELETE FROM member_block WHERE user_id = $1 OR blocked_user_id = $1',
        [userId],
      ),
    };
  }

  /**
   * Reports stay for moderation, the member named by their pseudonym. A report about them keeps
   * its reporter's text (the other member's account of what happened, which moderation needs);
   * one they made loses their own text and keeps its reason.
   */
  pseudonymiseReports(manager: EntityManager, userId: number, pseudonym: string): Promise<number> {
    return this.changed(
      manager,
      `UPDATE member_report
          SET reported_pseudonym = CASE WHEN reported_id = $1 THEN $2 ELSE reported_pseudonym END,
              reporter_pseudonym = CASE WHEN reporter_id = $1 THEN $2 ELSE reporter_pseudonym END,
              text = CASE WHEN reporter_id = $1 THEN NULL ELSE text END
        WHERE reported_id = $1 OR reporter_id = $1`,
      [userId, pseudonym],
    );
  }

  /** svc-auth's and svc-billing's facts about the member, kept here as read models. */
  async eraseReadModels(
    manager: EntityManager,
    userId: number,
  ): Promise<{ statuses: number; memberships: number }> {
    return {
      statuses: await this.changed(manager, 'DELETE FROM member_status WHERE user_id = $1', [
        userId,
      ]),
      memberships: await this.changed(manager, 'DELETE FROM member_membership WHERE user_id = $1', [
        userId,
      ]),
    };
  }

  /**
   * Pushes waiting for other members' feeds that carry the member's message or name (the live
   * events that `carriesMember` picks in stream LIVE); `Outbox.forgetMember` takes the rest.
   */
  forgetPushesCarrying(manager: EntityManager, userId: number): Promise<number> {
    return this.changed(
      manager,
      `DELETE FROM outbox
        WHERE kind = 'live'
          AND ((payload ->> 'kind' = 'message'
                AND (payload #>> '{data,message,sender_id}')::int = $1)
            OR (payload ->> 'kind' = 'notification'
                AND (payload #>> '{data,notification,other_user_id}')::int = $1))`,
      [userId],
    );
  }

  /** Runs an UPDATE or DELETE; answers how many rows it changed. */
  private async changed(manager: EntityManager, sql: string, parameters: unknown[]) {
    // TypeORM answers an UPDATE or DELETE with [rows, row count].
    const [, count] = await manager.query<[unknown[], number]>(sql, parameters);
    return count;
  }
}
