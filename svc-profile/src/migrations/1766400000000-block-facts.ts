import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The blocks svc-profile keeps from svc-interest's interestBlockEvent (and its answer for a
 * member not known here yet): one row per pair and direction at the version svc-interest
 * numbered its last change, and the members whose blocks are all known here. Reads leave out
 * members blocked either way in their own statement: the primary key finds whom the viewer
 * blocked, block_fact_blocked_idx who blocked the viewer.
 */
export class BlockFacts1766400000000 implements MigrationInterface {
  name = 'BlockFacts1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE block_fact (
        blocker_id integer NOT NULL,
        blocked_id integer NOT NULL,
        blocked    boolean NOT NULL,
        version    bigint NOT NULL,
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX block_fact_blocked_idx ON block_fact (blocked_id, blocker_id) WHERE blocked',
    );
    await queryRunner.query('CREATE TABLE block_known (user_id integer PRIMARY KEY)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE block_known');
    await queryRunner.query('DROP TABLE block_fact');
  }
}
