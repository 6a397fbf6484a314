import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A receipt sent again to the order that rejected it is a new attempt for that order: its row
 * points at the order's earlier receipt it repeats (reattach_of), and only first attachments
 * hold a receipt's bytes and slip reference, so another order still cannot take them.
 */
export class ReceiptReattach1766100000000 implements MigrationInterface {
  name = 'ReceiptReattach1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE receipt ADD COLUMN reattach_of integer REFERENCES receipt (receipt_id)',
    );
    await queryRunner.query('ALTER TABLE receipt DROP CONSTRAINT receipt_sha256_key');
    await queryRunner.query(
      'CREATE UNIQUE INDEX receipt_sha256_key ON receipt (sha256) WHERE reattach_of IS NULL',
    );
    await queryRunner.query('DROP INDEX receipt_slip_reference_key');
    await queryRunner.query(`
      CREATE UNIQUE INDEX receipt_slip_reference_key ON receipt (slip_bank, slip_reference)
        WHERE slip_reference IS NOT NULL AND reattach_of IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM receipt WHERE reattach_of IS NOT NULL');
    await queryRunner.query('DROP INDEX receipt_slip_reference_key');
    await queryRunner.query(`
      CREATE UNIQUE INDEX receipt_slip_reference_key
        ON receipt (slip_bank, slip_reference) WHERE slip_reference IS NOT NULL`);
    await queryRunner.query('DROP INDEX receipt_sha256_key');
    await queryRunner.query(
      'ALTER TABLE receipt ADD CONSTRAINT receipt_sha256_key UNIQUE (sha256)',
    );
    await queryRunner.query('ALTER TABLE receipt DROP COLUMN reattach_of');
  }
}
