import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class LoginThrottle1764100000000 implements MigrationInterface {
  name = 'LoginThrottle1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE login_throttle (
        user_id           integer PRIMARY KEY REFERENCES user_login (user_id) ON DELETE CASCADE,
        failures          integer NOT NULL DEFAULT 0,
        window_started_at timestamptz,
        locked_until      timestamptz,
        locks             integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      `ALTER TABLE user_login ADD COLUMN lang char(2) CHECK (lang IN ('en', 'th', 'no'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_login DROP COLUMN lang');
    await queryRunner.query('DROP TABLE login_throttle');
  }
}
