import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * block_fact alone holds every block: it is fed only by interestBlockEvent (blocks older than
 * the stream are announced by svc-interest's AnnounceBlocksAndResponses1767600000000), so the
 * members whose blocks were asked of svc-interest need no list any more.
 */
export class DropBlockKnown1767600000000 implements MigrationInterface {
  name = 'DropBlockKnown1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE block_known');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE block_known (user_id integer PRIMARY KEY)');
  }
}
