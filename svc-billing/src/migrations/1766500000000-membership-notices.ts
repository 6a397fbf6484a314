import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The notifications of a membership ending in three days and of its end (issue 16): the expiry
 * pass gives each its event id in the same UPDATE that reminds or expires the membership, and
 * marks it told once the event is published, so an event that could not be published is sent by
 * a later pass, under the same id.
 */
export class MembershipNotices1766500000000 implements MigrationInterface {
  name = 'MembershipNotices1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_member
        ADD COLUMN ending_event_id uuid,
        ADD COLUMN ending_told_at  timestamptz,
        ADD COLUMN ended_event_id  uuid,
        ADD COLUMN ended_told_at   timestamptz`);
    await queryRunner.query(`
      CREATE INDEX user_member_untold_idx ON user_member (member_id)
        WHERE (ending_event_id IS NOT NULL AND ending_told_at IS NULL)
           OR (ended_event_id IS NOT NULL AND ended_told_at IS NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_member
        DROP COLUMN ending_event_id, DROP COLUMN ending_told_at,
        DROP COLUMN ended_event_id, DROP COLUMN ended_told_at`);
  }
}
