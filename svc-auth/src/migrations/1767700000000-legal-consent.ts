import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The versions of the Terms and the Privacy Policy each member accepted (issue 29 item 1): when,
 * and the sha256 of the English text they accepted. Rows are only ever added; a member's account
 * going takes its rows with it. The index serves "the latest version each member accepted".
 */
export class LegalConsent1767700000000 implements MigrationInterface {
  name = 'LegalConsent1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE legal_consent (
        user_id     integer NOT NULL REFERENCES user_login (user_id) ON DELETE CASCADE,
        document    text NOT NULL CHECK (document IN ('terms', 'privacy')),
        version     text NOT NULL,
        text_hash   text NOT NULL,
        accepted_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, document, version)
      )`);
    await queryRunner.query(`
      CREATE INDEX legal_consent_latest ON legal_consent (user_id, document, accepted_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE legal_consent');
  }
}
