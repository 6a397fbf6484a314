import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Deleted accounts (issue 29): the account itself goes, and what stays is the deletion's own
 * record — the user id the other services' reports name, the pseudonym that replaced the member
 * in the audit log, when it happened — and each service's report of its part.
 *
 * The audit log stays append-only but for one change: an entry about a deleted member names
 * their pseudonym instead, and loses their username and address from the administrator's words.
 */
export class MemberErasure1767600000000 implements MigrationInterface {
  name = 'MemberErasure1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_deletion (
        user_id    integer PRIMARY KEY,
        pseudonym  text NOT NULL UNIQUE,
        due_at     timestamptz NOT NULL,
        deleted_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX account_deletion_deleted_at_idx ON account_deletion (deleted_at DESC, user_id)',
    );
    await queryRunner.query(`
      CREATE TABLE account_erasure_step (
        user_id       integer NOT NULL REFERENCES account_deletion (user_id) ON DELETE CASCADE,
        service       text NOT NULL,
        erased_at     timestamptz NOT NULL,
        erased        jsonb NOT NULL,
        pseudonymised jsonb NOT NULL,
        PRIMARY KEY (user_id, service)
      )`);
    await queryRunner.query('ALTER TABLE admin_audit ADD COLUMN target_pseudonym text');
    await queryRunner.query(`
      CREATE FUNCTION admin_audit_pseudonymise_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.target_user_id IS NULL OR OLD.target_pseudonym IS NOT NULL
           OR NEW.target_user_id IS NOT NULL OR NEW.target_pseudonym IS NULL THEN
          RAISE EXCEPTION 'permission denied: an audit entry changes only to name a deleted member''s pseudonym'
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER admin_audit_append_only BEFORE UPDATE ON admin_audit
        FOR EACH ROW EXECUTE FUNCTION admin_audit_pseudonymise_only()`);
    await queryRunner.query(
      'GRANT UPDATE (target_user_id, target_pseudonym, reason) ON admin_audit TO CURRENT_USER',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'REVOKE UPDATE (target_user_id, target_pseudonym, reason) ON admin_audit FROM CURRENT_USER',
    );
    await queryRunner.query('DROP TRIGGER admin_audit_append_only ON admin_audit');
    await queryRunner.query('DROP FUNCTION admin_audit_pseudonymise_only()');
    await queryRunner.query('ALTER TABLE admin_audit DROP COLUMN target_pseudonym');
    await queryRunner.query('DROP TABLE account_erasure_step');
    await queryRunner.query('DROP TABLE account_deletion');
  }
}
