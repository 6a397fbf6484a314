import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * RECEIPT_UPLOAD: what the gateway recorded of each receipt it stored (billing.receipt.record),
 * for the attachment to read: the member who uploaded it, the hash of its bytes, its slip
 * reference and its look's dHash. Kept like RECEIPT, as evidence of what was sent.
 */
export class ReceiptUpload1764000200000 implements MigrationInterface {
  name = 'ReceiptUpload1764000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE receipt_upload (
        file_id         uuid PRIMARY KEY,
        uploader_id     integer NOT NULL,
        sha256          text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        slip_bank       text,
        slip_reference  text,
        look_dhash      text CHECK (look_dhash ~ '^[0-9a-f]{16}$'),
        create_user     text NOT NULL,
        create_datetime timestamptz NOT NULL DEFAULT now(),
        create_process  text NOT NULL,
        CHECK ((slip_bank IS NULL) = (slip_reference IS NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE receipt_upload');
  }
}
