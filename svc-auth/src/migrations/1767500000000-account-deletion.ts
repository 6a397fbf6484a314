import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A member's request to delete their account (issue 29): when it will be deleted, null while no
 * deletion waits. The partial index serves the erasure that finds the accounts whose day came.
 */
export class AccountDeletion1767500000000 implements MigrationInterface {
  name = 'AccountDeletion1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_login ADD COLUMN deletion_due_at timestamptz');
    await queryRunner.query(`
      CREATE INDEX user_login_deletion_due_at ON user_login (deletion_due_at)
        WHERE deletion_due_at IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX user_login_deletion_due_at');
    await queryRunner.query('ALTER TABLE user_login DROP COLUMN deletion_due_at');
  }
}
