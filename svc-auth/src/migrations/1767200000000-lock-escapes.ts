import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Ways past a login lock for the real member (issue 27): the lock mail's single-use unlock link
 * (its hash on the throttle row), the devices a member logged in from (hashed ids), and the
 * admin's sealed TOTP secret.
 */
export class LockEscapes1767200000000 implements MigrationInterface {
  name = 'LockEscapes1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE login_throttle
        ADD COLUMN unlock_token_hash text UNIQUE,
        ADD COLUMN unlock_expires_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE known_device (
        user_id      integer NOT NULL REFERENCES user_login (user_id) ON DELETE CASCADE,
        device_hash  text NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, device_hash)
      )`);
    await queryRunner.query('ALTER TABLE user_login ADD COLUMN totp_secret_sealed text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_login DROP COLUMN totp_secret_sealed');
    await queryRunner.query('DROP TABLE known_device');
    await queryRunner.query(`
      ALTER TABLE login_throttle DROP COLUMN unlock_expires_at, DROP COLUMN unlock_token_hash`);
  }
}
