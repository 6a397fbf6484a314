import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * svc-profile no longer asks for a member's blocks (interest.blocks.pairs is gone: block_fact is
 * fed only by interestBlockEvent), so nothing reads the blocks made of a member, lifted ones
 * too, any more; the active ones keep member_block_me_idx.
 */
export class DropMemberBlockOfIdx1767700000000 implements MigrationInterface {
  name = 'DropMemberBlockOfIdx1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX member_block_of_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX member_block_of_idx ON member_block (blocked_user_id, user_id)',
    );
  }
}
