import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The admin dashboard's registrations per day: profiles by creation time, carrying gender and
 * country so the count by either reads the index alone.
 */
export class AdminStats1765300000000 implements MigrationInterface {
  name = 'AdminStats1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX user_info_created_idx ON user_info (create_datetime) INCLUDE (gender, country)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX user_info_created_idx');
  }
}
