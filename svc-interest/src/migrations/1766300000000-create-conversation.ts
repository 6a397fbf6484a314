import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Conversations between matched members (issue 16). A conversation belongs to one match of a
 * pair (`match_since`, when the later of the two interests began): an unmatch or a block ends
 * the match and so closes it for both; a later match opens a new one. Nothing is deleted, so
 * reports and the admin still read a closed conversation.
 */
export class CreateConversation1766300000000 implements MigrationInterface {
  name = 'CreateConversation1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE conversation (
        conversation_id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_low      int NOT NULL,
        member_high     int NOT NULL,
        opened_by       int NOT NULL,
        match_since     timestamptz NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT conversation_pair_order CHECK (member_low < member_high),
        CONSTRAINT conversation_opener CHECK (opened_by IN (member_low, member_high)),
        -- One conversation per match; also how a pair's open one is found.
        CONSTRAINT conversation_match_key UNIQUE (member_low, member_high, match_since)
      )`);
    // New conversations a member opened in the last day (the daily limit).
    await queryRunner.query(`
      CREATE INDEX conversation_opened_idx ON conversation (opened_by, created_at)`);

    await queryRunner.query(`
      CREATE TABLE conversation_message (
        message_id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        conversation_id int NOT NULL REFERENCES conversation,
        sender_id       int NOT NULL,
        text            text NOT NULL,
        original_text   text,
        masked          boolean NOT NULL,
        sent_at         timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT conversation_message_original CHECK (masked = (original_text IS NOT NULL))
      )`);
    // A conversation's history, newest first, and the unread messages after a read mark.
    await queryRunner.query(`
      CREATE INDEX conversation_message_history_idx
        ON conversation_message (conversation_id, message_id DESC)`);
    // Messages a member sent in the last minute (the rate limit).
    await queryRunner.query(`
      CREATE INDEX conversation_message_sender_idx ON conversation_message (sender_id, sent_at)`);

    // Each member's side of a conversation: its place in their list and their read mark.
    await queryRunner.query(`
      CREATE TABLE conversation_member (
        conversation_id      int NOT NULL REFERENCES conversation,
        user_id              int NOT NULL,
        other_user_id        int NOT NULL,
        last_message_id      bigint NOT NULL DEFAULT 0,
        last_read_message_id bigint NOT NULL DEFAULT 0,
        unread               int NOT NULL DEFAULT 0 CHECK (unread >= 0),
        PRIMARY KEY (conversation_id, user_id)
      )`);
    // A member's conversations, the latest message first (the list and the unread total).
    await queryRunner.query(`
      CREATE INDEX conversation_member_list_idx
        ON conversation_member (user_id, last_message_id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE conversation_member');
    await queryRunner.query('DROP TABLE conversation_message');
    await queryRunner.query('DROP TABLE conversation');
  }
}
