import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * INTEREST (SPEC.md §3): one row per pair and direction, `user_id` interested in
 * `user_interest_id`. Ignoring sets rows to N; a new interest reactivates the same row.
 */
export class CreateInterest1763900000000 implements MigrationInterface {
  name = 'CreateInterest1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE interest (
        interest_id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id          int NOT NULL,
        user_interest_id int NOT NULL,
        interest_date    timestamptz NOT NULL DEFAULT now(),
        active_flag      char(1) NOT NULL DEFAULT 'Y' CHECK (active_flag IN ('Y', 'N')),
        create_user      text NOT NULL,
        create_datetime  timestamptz NOT NULL DEFAULT now(),
        create_process   text NOT NULL,
        update_user      text,
        update_datetime  timestamptz,
        update_process   text,
        CONSTRAINT interest_pair_key UNIQUE (user_id, user_interest_id),
        CONSTRAINT interest_not_self CHECK (user_id <> user_interest_id)
      )`);
    // My Interest (and the first half of Matching): whom a member is interested in, newest first.
    await queryRunner.query(`
      CREATE INDEX interest_mine_idx ON interest (user_id, interest_date DESC, interest_id DESC)
        WHERE active_flag = 'Y'`);
    // Interest Me: who is interested in a member, newest first.
    await queryRunner.query(`
      CREATE INDEX interest_me_idx
        ON interest (user_interest_id, interest_date DESC, interest_id DESC)
        WHERE active_flag = 'Y'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE interest');
  }
}
