import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The special-category consent (issue 29): every consent and withdrawal of each member, with the
 * version of the text, its language and its SHA-256, and when; the member's current state is
 * their last row. Answers saved before there was a consent to give have no lawful basis to be
 * kept (GDPR art. 9(2)(a)): they are deleted, with search's copy of religion, and the wizard asks
 * again. From now on a religion the member hides is not copied for search either.
 */
export class SensitiveConsent1767800000000 implements MigrationInterface {
  name = 'SensitiveConsent1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sensitive_consent_log (
        id        serial PRIMARY KEY,
        user_id   integer NOT NULL,
        action    text NOT NULL CHECK (action IN ('given', 'withdrawn')),
        version   text NOT NULL,
        lang      char(2) NOT NULL,
        text_hash text NOT NULL,
        at        timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX sensitive_consent_log_user_at_idx ON sensitive_consent_log (user_id, at)',
    );
    await queryRunner.query(
      `DELETE FROM user_sys_ref WHERE ref_table_code IN ('ETHNICITY', 'RELIGION', 'SEXUAL_ORIEN', 'POLITICS')`,
    );
    await queryRunner.query('UPDATE user_info SET religion = NULL WHERE religion IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sensitive_consent_log');
  }
}
