import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A deleted member's erasure (issue 29).
 *
 * - `erased_member`: the members erased here, the id and when, nothing else. A late or replayed
 *   event about one of them is skipped and a call naming them refused, so nothing comes back;
 *   a redelivered deletion finds its work done.
 * - `erased_member_feed`: the live feeds an erasure has still to clean (stream LIVE holds a day
 *   of pushes): the member's own and those of members who got their messages or their name.
 *   Written with the tombstone, each row deleted once its feed is clean, so a redelivery after
 *   a crash finishes the work.
 * - A removed message keeps its place, sender and time in the other member's thread, without
 *   text (`text` null).
 * - `conversation_member.other_deleted_at`: the other member deleted their account while this
 *   conversation was open; it stays in this member's list, read-only.
 * - `member_report`'s pseudonyms: who made or received a report kept for moderation, once their
 *   account is gone.
 */
export class MemberErasure1767800000000 implements MigrationInterface {
  name = 'MemberErasure1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erased_member (
        user_id   integer PRIMARY KEY,
        erased_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE erased_member_feed (
        user_id      integer NOT NULL REFERENCES erased_member ON DELETE CASCADE,
        feed_user_id integer NOT NULL,
        PRIMARY KEY (user_id, feed_user_id)
      )`);
    await queryRunner.query('ALTER TABLE conversation_message ALTER COLUMN text DROP NOT NULL');
    await queryRunner.query(
      'ALTER TABLE conversation_member ADD COLUMN other_deleted_at timestamptz',
    );
    await queryRunner.query(`
      ALTER TABLE member_report
        ADD COLUMN reporter_pseudonym text,
        ADD COLUMN reported_pseudonym text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE member_report DROP COLUMN reported_pseudonym, DROP COLUMN reporter_pseudonym',
    );
    await queryRunner.query('ALTER TABLE conversation_member DROP COLUMN other_deleted_at');
    await queryRunner.query(`UPDATE conversation_message SET text = '' WHERE text IS NULL`);
    await queryRunner.query('ALTER TABLE conversation_message ALTER COLUMN text SET NOT NULL');
    await queryRunner.query('DROP TABLE erased_member_feed');
    await queryRunner.query('DROP TABLE erased_member');
  }
}
