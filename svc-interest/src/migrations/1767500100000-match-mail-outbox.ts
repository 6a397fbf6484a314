import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A match is mailed through the outbox (Outbox1767400000000), written with its notification:
 * the notifications now wait only for the digest. Match mails still due move to the outbox as
 * letters of template interest.match (mail-texts.ts), settled here in the same statement, so a
 * mail an old replica is sending meanwhile is not written twice.
 */
export class MatchMailOutbox1767500100000 implements MigrationInterface {
  name = 'MatchMailOutbox1767500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      WITH moved AS (
        UPDATE notification SET mail_state = 'sent', mailed_at = clock_timestamp()
         WHERE mail_state = 'due' AND kind = 'match'
        RETURNING notification_id, user_id, other_user_id)
      INSERT INTO outbox (id, kind, subject, payload)
      SELECT gen_random_uuid(), 'mail', 'interest.match',
             jsonb_build_object(
               'to', jsonb_build_object('userId', user_id, 'kind', 'match'),
               'template', 'interest.match',
               'params', jsonb_build_object('otherUserId', other_user_id),
               'names', jsonb_build_array(other_user_id))
        FROM moved ORDER BY notification_id`);
    await queryRunner.query('DROP INDEX notification_match_mail_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX notification_match_mail_idx ON notification (notification_id)
        WHERE mail_state = 'due' AND kind = 'match'`);
  }
}
