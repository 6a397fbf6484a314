import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The members svc-profile erased after svc-auth deleted their account (issue 29): the id and
 * when, nothing else. A late or replayed event about one of them is skipped, so nothing they
 * had comes back, and a redelivered deletion finds its work done.
 */
export class ErasedMember1767700000000 implements MigrationInterface {
  name = 'ErasedMember1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erased_member (
        user_id   integer PRIMARY KEY,
        erased_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE erased_member');
  }
}
