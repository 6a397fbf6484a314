import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The notifications are the e-mails' outbox (issue 16): a row to mail is 'due' until the mail
 * server accepts its mail ('sent') or it turns out to need none ('skipped': that kind is off,
 * the member left, or it was read before the digest went out). Kinds mailed elsewhere, and the
 * rows stored before this, are null: nothing to mail. `mailed_at` is when it was settled either
 * way. `member_digest` keeps when each member's last digest went out, and its row is what a
 * worker locks while it mails that member's digest.
 */
export class NotificationMail1766600000000 implements MigrationInterface {
  name = 'NotificationMail1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE notification
        ADD COLUMN mail_state varchar(8)
          CONSTRAINT notification_mail_state CHECK (mail_state IN ('due', 'sent', 'skipped')),
        ADD COLUMN mailed_at timestamptz`);
    // The match mails still to send, oldest first.
    await queryRunner.query(`
      CREATE INDEX notification_match_mail_idx ON notification (notification_id)
        WHERE mail_state = 'due' AND kind = 'match'`);
    // The members with a digest to send, and their rows.
    await queryRunner.query(`
      CREATE INDEX notification_digest_mail_idx ON notification (user_id, notification_id)
        WHERE mail_state = 'due' AND kind IN ('message', 'interest')`);
    await queryRunner.query(`
      CREATE TABLE member_digest (
        user_id        int PRIMARY KEY,
        digest_sent_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_digest');
    await queryRunner.query('DROP INDEX notification_digest_mail_idx');
    await queryRunner.query('DROP INDEX notification_match_mail_idx');
    await queryRunner.query(
      'ALTER TABLE notification DROP COLUMN mailed_at, DROP COLUMN mail_state',
    );
  }
}
