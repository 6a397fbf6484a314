import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Members svc-auth deactivated, and whether their profile was hidden by themselves before. */
export class MemberStatus1765010000000 implements MigrationInterface {
  name = 'MemberStatus1765010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_status (
        user_id      integer PRIMARY KEY,
        active       boolean NOT NULL,
        hidden_before boolean NOT NULL DEFAULT false,
        changed_at   timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_status');
  }
}
