import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * E-mail confirmation: when the login address was confirmed, an address waiting to replace it,
 * and the one open confirmation link (its sha-256, expiry and when it was mailed). Accounts
 * made before this count as confirmed.
 */
export class EmailConfirmation1766000000000 implements MigrationInterface {
  name = 'EmailConfirmation1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_login
        ADD COLUMN email_confirmed_at     timestamptz,
        ADD COLUMN pending_email          text,
        ADD COLUMN email_token_hash       text,
        ADD COLUMN email_token_expires_at timestamptz,
        ADD COLUMN email_token_sent_at    timestamptz`);
    await queryRunner.query(
      'UPDATE user_login SET email_confirmed_at = coalesce(create_datetime, now())',
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX user_login_email_token_idx ON user_login (email_token_hash)
         WHERE email_token_hash IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX user_login_email_token_idx');
    await queryRunner.query(`
      ALTER TABLE user_login
        DROP COLUMN email_token_sent_at,
        DROP COLUMN email_token_expires_at,
        DROP COLUMN email_token_hash,
        DROP COLUMN pending_email,
        DROP COLUMN email_confirmed_at`);
  }
}
