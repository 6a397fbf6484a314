import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * "Download my data" (issue 29 item 2): each export a member (or an administrator for them, on
 * an access request by letter) asked for, and the part each service wrote of it. An export is
 * ready once every service's part is in, can be downloaded until `expires_at`, and `erased_at`
 * says when the expiry round removed its objects from the exports bucket. A member's account
 * going takes its exports' rows with it (its objects are removed first, by the erasure).
 */
export class DataExport1767800000000 implements MigrationInterface {
  name = 'DataExport1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_export (
        id                 uuid PRIMARY KEY,
        user_id            integer NOT NULL REFERENCES user_login (user_id) ON DELETE CASCADE,
        requested_by_admin integer,
        lang               char(2) NOT NULL CHECK (lang IN ('en', 'th', 'no')),
        requested_at       timestamptz NOT NULL,
        ready_at           timestamptz,
        expires_at         timestamptz,
        erased_at          timestamptz
      )`);
    await queryRunner.query(`
      CREATE INDEX data_export_newest ON data_export (user_id, requested_at DESC)`);
    await queryRunner.query(`
      CREATE INDEX data_export_expiry ON data_export (expires_at)
        WHERE expires_at IS NOT NULL AND erased_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE data_export_part (
        export_id uuid NOT NULL REFERENCES data_export (id) ON DELETE CASCADE,
        service   text NOT NULL,
        files     jsonb NOT NULL,
        bytes     bigint NOT NULL,
        ready_at  timestamptz NOT NULL,
        PRIMARY KEY (export_id, service)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE data_export_part');
    await queryRunner.query('DROP TABLE data_export');
  }
}
