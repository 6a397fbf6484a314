import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The outbox is the one way out (issue 28): what the old queues still held moves into it, and
 * they go. Member mails not sent yet become letters (in the language they were ordered in);
 * membership endings and ends not told yet become their events, under the ids they were given.
 */
export class OneDoorOut1767500000000 implements MigrationInterface {
  name = 'OneDoorOut1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO outbox (id, kind, subject, payload)
      SELECT gen_random_uuid(), 'mail', 'billing.subscription',
             jsonb_build_object(
               'to', jsonb_build_object('userId', user_id, 'kind', 'subscription', 'lang', lang),
               'template', 'billing.subscription', 'params', notice, 'names', '[]'::jsonb)
        FROM member_mail WHERE sent_at IS NULL ORDER BY mail_id`);
    for (const [kind, subject] of [
      ['ending', 'events.billing.membership-ending'],
      ['ended', 'events.billing.membership-ended'],
    ] as const)
      await queryRunner.query(`
        INSERT INTO outbox (id, kind, subject, payload)
        SELECT ${kind}_event_id, 'event', '${subject}',
               jsonb_build_object(
                 'event_id', ${kind}_event_id, 'user_id', user_id, 'member_id', member_id,
                 'package_id', package_id,
                 'member_end', to_char(member_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          FROM user_member WHERE ${kind}_event_id IS NOT NULL AND ${kind}_told_at IS NULL`);
    await queryRunner.query('DROP TABLE member_mail');
    await queryRunner.query('DROP INDEX user_member_untold_idx');
    await queryRunner.query(
      'ALTER TABLE user_member DROP COLUMN ending_told_at, DROP COLUMN ended_told_at',
    );
  }

  async down(): Promise<void> {
    throw new Error('The old queues are gone: restore from a backup to go back');
  }
}
