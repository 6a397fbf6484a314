import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Deactivation with its reason, the last login, and the administrators' append-only audit log:
 * the service's role (which runs this and owns the table) gives up changing or removing rows.
 */
export class MemberStatusAndAudit1765000000000 implements MigrationInterface {
  name = 'MemberStatusAndAudit1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_login
        ADD COLUMN deactivation_reason text,
        ADD COLUMN deactivated_at timestamptz,
        ADD COLUMN last_login_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE admin_audit (
        id             uuid PRIMARY KEY,
        actor_user_id  integer NOT NULL,
        action         text NOT NULL,
        target_user_id integer,
        object         text,
        reason         text,
        at             timestamptz NOT NULL
      )`);
    await queryRunner.query('REVOKE UPDATE, DELETE, TRUNCATE ON admin_audit FROM CURRENT_USER');
    await queryRunner.query(`CREATE INDEX admin_audit_at_idx ON admin_audit (at DESC, id)`);
    await queryRunner.query(`CREATE INDEX admin_audit_action_idx ON admin_audit (action, at DESC)`);
    await queryRunner.query(
      `CREATE INDEX admin_audit_actor_idx ON admin_audit (actor_user_id, at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_audit_target_idx ON admin_audit (target_user_id, at DESC)`,
    );
    await queryRunner.query(`CREATE INDEX user_login_email_lower_idx ON user_login (lower(email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX user_login_email_lower_idx');
    await queryRunner.query('DROP TABLE admin_audit');
    await queryRunner.query(`
      ALTER TABLE user_login
        DROP COLUMN last_login_at,
        DROP COLUMN deactivated_at,
        DROP COLUMN deactivation_reason`);
  }
}
