import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Seeds the read models other services keep of memberships (svc-profile's contact rule,
 * svc-interest's conversations): every member with an active membership is told once more when
 * their memberships end, as an approval tells it. The EVENTS stream keeps 30 days, so a model
 * that starts or is rebuilt after this learns older memberships from these; its consumers keep
 * the later end, so hearing it again changes nothing.
 */
export class AnnounceMemberships1767600000000 implements MigrationInterface {
  name = 'AnnounceMemberships1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO outbox (id, kind, subject, payload)
      SELECT gen_random_uuid(), 'event', 'events.billing.membership',
             jsonb_build_object(
               'user_id', user_id,
               'active_until',
               to_char(max(member_end) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        FROM user_member WHERE member_status = 'N'
       GROUP BY user_id`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the announcements were delivered, or are dropped with the outbox.
  }
}
