import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateUserLogin1763700000000 implements MigrationInterface {
  name = 'CreateUserLogin1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_login (
        user_id            serial PRIMARY KEY,
        email              text NOT NULL,
        username           text NOT NULL,
        password_hash      text NOT NULL,
        role               char(1) NOT NULL DEFAULT 'U' CHECK (role IN ('U', 'A')),
        active_flag        char(1) NOT NULL DEFAULT 'Y' CHECK (active_flag IN ('Y', 'N')),
        tokens_valid_after timestamptz,
        create_user        text NOT NULL,
        create_datetime    timestamptz NOT NULL DEFAULT now(),
        create_process     text NOT NULL,
        update_user        text,
        update_datetime    timestamptz,
        update_process     text
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX user_login_username_key ON user_login (lower(username))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX user_login_email_key ON user_login (lower(email))`,
    );
    await queryRunner.query(`
      CREATE TABLE signing_key (
        kid         text PRIMARY KEY,
        private_jwk jsonb NOT NULL,
        public_jwk  jsonb NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX signing_key_created_at_idx ON signing_key (created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE signing_key');
    await queryRunner.query('DROP TABLE user_login');
  }
}
