import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Logins1764100000000 implements MigrationInterface {
  name = 'Logins1764100000000';

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
    await queryRunner.query(`
      CREATE TABLE ended_session (
        session_id text PRIMARY KEY,
        user_id    integer NOT NULL REFERENCES user_login (user_id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX ended_session_expires_idx ON ended_session (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE ended_session');
    await queryRunner.query('ALTER TABLE user_login DROP COLUMN lang');
    await queryRunner.query('DROP TABLE login_throttle');
  }
}
