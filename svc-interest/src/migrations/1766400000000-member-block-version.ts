import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Numbers each change of a block (interestBlockEvent) from interest_response_version, taken
 * under the pair's lock, and keeps the number on its row: svc-profile, asking for a member's
 * blocks once, keeps each row only where no newer event has come. Rows from before are 0.
 * The member's lifted blocks are part of that answer, so blocks made of a member get an index
 * of their own beside member_block_me_idx (active ones only).
 */
export class MemberBlockVersion1766400000000 implements MigrationInterface {
  name = 'MemberBlockVersion1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE member_block ADD COLUMN version bigint NOT NULL DEFAULT 0',
    );
    await queryRunner.query(
      'CREATE INDEX member_block_of_idx ON member_block (blocked_user_id, user_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX member_block_of_idx');
    await queryRunner.query('ALTER TABLE member_block DROP COLUMN version');
  }
}
