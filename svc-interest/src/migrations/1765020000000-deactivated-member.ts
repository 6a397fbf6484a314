import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Members svc-auth deactivated: the interest lists leave them out. */
export class DeactivatedMember1765020000000 implements MigrationInterface {
  name = 'DeactivatedMember1765020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_status (
        user_id    integer PRIMARY KEY,
        active     boolean NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_status');
  }
}
