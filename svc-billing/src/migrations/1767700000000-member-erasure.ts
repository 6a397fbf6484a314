import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A deleted member's billing records (issue 29). Their orders are kept under their pseudonym
 * for the legal period (`pseudonym`, set only then: the retention job erases exactly those
 * rows), their memberships and receipts with them. `erased_member` is the tombstone that makes
 * the erasure run once and keeps late events and calls from recreating anything: a user id and
 * when, nothing else. `retention_run` is the retention jobs' report: when each pass ran and how
 * many rows and objects it erased, per table or bucket.
 */
export class MemberErasure1767700000000 implements MigrationInterface {
  name = 'MemberErasure1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE purchase_order
        ADD COLUMN pseudonym text CHECK (pseudonym ~ '^member-[0-9a-f]{16}$')`);
    // The retention job's read: kept orders by the date that puts them in the books.
    await queryRunner.query(`
      CREATE INDEX purchase_order_retention_idx
        ON purchase_order ((GREATEST(purchase_date, purchase_receipt, purchase_approve_date)))
        WHERE pseudonym IS NOT NULL`);
    // The erasure finds a member's receipts and uploads, and deleting a receipt checks the
    // receipts that point at it: without these, each is a scan of the whole table.
    await queryRunner.query('CREATE INDEX receipt_purchase_idx ON receipt (purchase_id)');
    await queryRunner.query(`
      CREATE INDEX receipt_likely_reuse_idx ON receipt (likely_reuse_of)
        WHERE likely_reuse_of IS NOT NULL`);
    await queryRunner.query(`
      CREATE INDEX receipt_reattach_idx ON receipt (reattach_of) WHERE reattach_of IS NOT NULL`);
    await queryRunner.query(
      'CREATE INDEX receipt_upload_uploader_idx ON receipt_upload (uploader_id)',
    );
    await queryRunner.query(`
      CREATE TABLE erased_member (
        user_id   integer PRIMARY KEY,
        erased_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE retention_run (
        id     serial PRIMARY KEY,
        job    text NOT NULL,
        ran_at timestamptz NOT NULL,
        erased jsonb NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX retention_run_ran_at_idx ON retention_run (ran_at, id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE retention_run');
    await queryRunner.query('DROP TABLE erased_member');
    await queryRunner.query('DROP INDEX receipt_upload_uploader_idx');
    await queryRunner.query('DROP INDEX receipt_reattach_idx');
    await queryRunner.query('DROP INDEX receipt_likely_reuse_idx');
    await queryRunner.query('DROP INDEX receipt_purchase_idx');
    await queryRunner.query('DROP INDEX purchase_order_retention_idx');
    await queryRunner.query('ALTER TABLE purchase_order DROP COLUMN pseudonym');
  }
}
