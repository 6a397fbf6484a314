import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreatePasswordResetRequest1763800000000 implements MigrationInterface {
  name = 'CreatePasswordResetRequest1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE password_reset_request (
        request_id   serial PRIMARY KEY,
        address_key  text NOT NULL,
        user_id      integer REFERENCES user_login (user_id) ON DELETE CASCADE,
        lang         char(2) NOT NULL CHECK (lang IN ('en', 'th', 'no')),
        token_hash   text UNIQUE,
        requested_at timestamptz NOT NULL,
        expires_at   timestamptz NOT NULL,
        sent_at      timestamptz,
        used_at      timestamptz,
        CHECK ((user_id IS NULL) = (token_hash IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX password_reset_request_address_idx
         ON password_reset_request (address_key, requested_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX password_reset_request_listed_idx
         ON password_reset_request (requested_at DESC, request_id DESC) WHERE user_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX password_reset_request_unknown_idx
         ON password_reset_request (requested_at) WHERE user_id IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX password_reset_request_user_idx
         ON password_reset_request (user_id) WHERE used_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE password_reset_request');
  }
}
