import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What svc-profile keeps of SPEC.md §4's contact rule, fed by svc-billing's and svc-interest's
 * events (and their answers when a member is not known here yet): when each member's
 * memberships end (null: none), and whether two members answered each other's interest, one row
 * per pair (the lower id first) at the version svc-interest numbered it.
 */
export class ContactFacts1766200000000 implements MigrationInterface {
  name = 'ContactFacts1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_membership (
        user_id      integer PRIMARY KEY,
        active_until timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE contact_response (
        user_id       integer NOT NULL,
        other_user_id integer NOT NULL,
        responded     boolean NOT NULL,
        version       bigint NOT NULL,
        PRIMARY KEY (user_id, other_user_id),
        CHECK (user_id < other_user_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE contact_response');
    await queryRunner.query('DROP TABLE contact_membership');
  }
}
