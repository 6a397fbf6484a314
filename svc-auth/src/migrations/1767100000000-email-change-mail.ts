import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The change-email mails of each account (issue 27): at most 3 in 24 hours and one a minute.
 * Rows older than a day are deleted as new ones come.
 */
export class EmailChangeMail1767100000000 implements MigrationInterface {
  name = 'EmailChangeMail1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_change_mail (
        mail_id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES user_login (user_id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX email_change_mail_user_idx ON email_change_mail (user_id, sent_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE email_change_mail');
  }
}
