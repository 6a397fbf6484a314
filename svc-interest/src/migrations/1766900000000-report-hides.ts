import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Only reports of established reporters hold back the reported member's photos waiting for
 * review (issue 27): `hides` says whether a report does, decided when it is made. Reports made
 * before this did hide, and keep doing so until a moderator closes them. The partial index
 * answers "has open reports that hide" under the member's report lock.
 */
export class ReportHides1766900000000 implements MigrationInterface {
  name = 'ReportHides1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE member_report ADD COLUMN hides boolean NOT NULL DEFAULT true',
    );
    await queryRunner.query('ALTER TABLE member_report ALTER COLUMN hides DROP DEFAULT');
    await queryRunner.query(`
      CREATE INDEX member_report_hiding_idx ON member_report (reported_id)
        WHERE status = 'open' AND hides`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX member_report_hiding_idx');
    await queryRunner.query('ALTER TABLE member_report DROP COLUMN hides');
  }
}
