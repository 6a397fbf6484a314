import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A report made from a conversation keeps which one (issue 16), so the moderation queue shows
 * its latest messages. Reports read the conversation, never the other way round: the excerpt
 * goes through conversation_message_history_idx, and member_report needs no index for it.
 */
export class ReportConversation1766700000000 implements MigrationInterface {
  name = 'ReportConversation1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE member_report ADD COLUMN conversation_id int REFERENCES conversation',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE member_report DROP COLUMN conversation_id');
  }
}
