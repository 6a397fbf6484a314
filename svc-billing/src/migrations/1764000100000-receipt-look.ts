import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A receipt's look (libs/contracts receipt-look.ts): its dHash, the dHash's bytes tagged with
 * their position for the GIN index that finds earlier receipts within a small Hamming distance,
 * its thumbnail, and the earlier receipt it likely reuses (shown to the admin, never refused).
 */
export class ReceiptLook1764000100000 implements MigrationInterface {
  name = 'ReceiptLook1764000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE receipt
        ADD COLUMN look_dhash     text CHECK (look_dhash ~ '^[0-9a-f]{16}$'),
        ADD COLUMN look_bands     integer[],
        ADD COLUMN look_thumbnail bytea,
        ADD COLUMN likely_reuse_of integer REFERENCES receipt (receipt_id)`);
    await queryRunner.query(
      'CREATE INDEX receipt_look_bands_idx ON receipt USING gin (look_bands)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX receipt_look_bands_idx');
    await queryRunner.query(`
      ALTER TABLE receipt DROP COLUMN likely_reuse_of, DROP COLUMN look_thumbnail,
                          DROP COLUMN look_bands, DROP COLUMN look_dhash`);
  }
}
