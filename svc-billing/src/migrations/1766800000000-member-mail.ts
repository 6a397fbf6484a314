import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The outbox of the members' subscription e-mails (issue 17): a row is stored in the same
 * transaction as the approval, rejection, reminder or expiry it tells of, and stays due until
 * the mail server accepted its mail. `sent_at` is when it was settled; `skipped` says no mail was
 * needed (the member turned these mails off or has no active account). `attempts` and
 * `last_error` keep the failed tries; a row that failed more often is tried after fresher ones.
 */
export class MemberMail1766800000000 implements MigrationInterface {
  name = 'MemberMail1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_mail (
        mail_id    bigserial PRIMARY KEY,
        user_id    int NOT NULL,
        lang       char(2) NOT NULL CHECK (lang IN ('en', 'th', 'no')),
        notice     jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at    timestamptz,
        skipped    boolean NOT NULL DEFAULT false,
        attempts   int NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`
      CREATE INDEX member_mail_due_idx ON member_mail (attempts, mail_id) WHERE sent_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_mail');
  }
}
