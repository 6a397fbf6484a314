import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * MEMBER_BLOCK: `user_id` blocked `blocked_user_id` while active. One row per pair and
 * direction; unblocking sets it to N and blocking again reactivates it, so the record stays.
 * `blocked_name` is the blocked member's name when blocked: the Blocked members page shows it
 * when their profile has since been hidden, so they can still be unblocked.
 */
export class CreateMemberBlock1763900100000 implements MigrationInterface {
  name = 'CreateMemberBlock1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_block (
        block_id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id          int NOT NULL,
        blocked_user_id  int NOT NULL,
        blocked_name     text NOT NULL,
        block_date       timestamptz NOT NULL DEFAULT now(),
        active_flag      char(1) NOT NULL DEFAULT 'Y' CHECK (active_flag IN ('Y', 'N')),
        create_user      text NOT NULL,
        create_datetime  timestamptz NOT NULL DEFAULT now(),
        create_process   text NOT NULL,
        update_user      text,
        update_datetime  timestamptz,
        update_process   text,
        CONSTRAINT member_block_pair_key UNIQUE (user_id, blocked_user_id),
        CONSTRAINT member_block_not_self CHECK (user_id <> blocked_user_id)
      )`);
    // Whom a member blocked, newest first (the Blocked members page and one half of the pairs).
    await queryRunner.query(`
      CREATE INDEX member_block_mine_idx
        ON member_block (user_id, block_date DESC, block_id DESC) WHERE active_flag = 'Y'`);
    // Who blocked a member (the other half of the pairs).
    await queryRunner.query(`
      CREATE INDEX member_block_me_idx ON member_block (blocked_user_id, user_id)
        WHERE active_flag = 'Y'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_block');
  }
}
