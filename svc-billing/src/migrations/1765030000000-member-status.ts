import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Members svc-auth deactivated: they may not order. */
export class MemberStatus1765030000000 implements MigrationInterface {
  name = 'MemberStatus1765030000000';

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
