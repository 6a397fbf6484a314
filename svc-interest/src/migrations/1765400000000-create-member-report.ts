import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * MEMBER_REPORT: `reporter_id` reported `reported_id` (issue 13), optionally naming one of their
 * photo slots. A report stays 'open' until an admin closes it, or the member's deactivation does;
 * the row is never deleted, so a member's safety record keeps it.
 */
export class CreateMemberReport1765400000000 implements MigrationInterface {
  name = 'CreateMemberReport1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_report (
        id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        reporter_id       int NOT NULL,
        reported_id       int NOT NULL,
        reason            text NOT NULL
          CHECK (reason IN ('scam', 'fake', 'harassment', 'offensive', 'underage', 'other')),
        text              text,
        photo_slot        smallint CHECK (photo_slot BETWEEN 1 AND 3),
        created_at        timestamptz NOT NULL DEFAULT now(),
        status            text NOT NULL DEFAULT 'open'
          CHECK (status IN ('open', 'dismiss', 'warn', 'photo-removed', 'deactivated')),
        resolved_at       timestamptz,
        resolved_by       int,
        resolution_reason text,
        CONSTRAINT member_report_not_self CHECK (reporter_id <> reported_id),
        CONSTRAINT member_report_resolved CHECK ((status = 'open') = (resolved_at IS NULL))
      )`);
    // The moderation queue: open reports by reported member, oldest first (and the member lock's
    // "has open reports").
    await queryRunner.query(`
      CREATE INDEX member_report_open_idx ON member_report (reported_id, created_at, id)
        WHERE status = 'open'`);
    // Reports a member made, newest first (their safety record; a repeat within 24 hours).
    await queryRunner.query(`
      CREATE INDEX member_report_reporter_idx ON member_report (reporter_id, created_at DESC, id DESC)`);
    // Reports a member received, newest first (their safety record).
    await queryRunner.query(`
      CREATE INDEX member_report_reported_idx ON member_report (reported_id, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_report');
  }
}
