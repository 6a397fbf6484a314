import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * In-portal notifications (issue 16), one per event told (`event_id`, so a redelivered event
 * stores nothing again). New messages in a conversation make one notification while it is
 * unread, not one per message: the menu counts the messages themselves.
 */
export class CreateNotification1766500000000 implements MigrationInterface {
  name = 'CreateNotification1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification (
        notification_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id         int NOT NULL,
        kind            varchar(20) NOT NULL,
        other_user_id   int,
        conversation_id int,
        package_id      int,
        reason          text,
        until           timestamptz,
        event_id        uuid NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        read_at         timestamptz,
        CONSTRAINT notification_event_key UNIQUE (event_id)
      )`);
    // A member's list, newest first.
    await queryRunner.query(`
      CREATE INDEX notification_list_idx ON notification (user_id, notification_id DESC)`);
    // The bell's count.
    await queryRunner.query(`
      CREATE INDEX notification_unread_idx ON notification (user_id) WHERE read_at IS NULL`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX notification_unread_message_key ON notification (user_id, conversation_id)
        WHERE kind = 'message' AND read_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notification');
  }
}
