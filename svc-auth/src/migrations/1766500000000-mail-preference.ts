import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Which kinds of e-mail a member turned off (issue 16). A member has a row only once they
 * change something: no row means every kind on, so accounts need no backfill.
 */
export class MailPreference1766500000000 implements MigrationInterface {
  name = 'MailPreference1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mail_preference (
        user_id      integer PRIMARY KEY REFERENCES user_login (user_id) ON DELETE CASCADE,
        match        boolean NOT NULL DEFAULT true,
        digest       boolean NOT NULL DEFAULT true,
        subscription boolean NOT NULL DEFAULT true,
        warning      boolean NOT NULL DEFAULT true,
        updated_at   timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_preference');
  }
}
