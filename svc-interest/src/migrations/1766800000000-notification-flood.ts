import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One member cannot flood another's bell (issue 27). Interest and match notifications from the
 * same member are stored once while unread, as new messages already are per conversation: the
 * repeats already stored collapse into the latest. Two indexes count, under the member's lock,
 * what the notification limits need (notification-limits.ts): from one member in a day, from
 * everyone in an hour. The kinds are written out: a partial index serves only a query that
 * names them the same way (notification.repository.ts).
 */
export class NotificationFlood1766800000000 implements MigrationInterface {
  name = 'NotificationFlood1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DELETE FROM notification older
       USING notification newer
       WHERE older.kind IN ('interest', 'match') AND older.read_at IS NULL
         AND newer.kind = older.kind AND newer.read_at IS NULL
         AND newer.user_id = older.user_id AND newer.other_user_id = older.other_user_id
         AND newer.notification_id > older.notification_id`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX notification_unread_from_key
        ON notification (user_id, kind, other_user_id)
        WHERE kind IN ('interest', 'match') AND read_at IS NULL`);
    await queryRunner.query(`
      CREATE INDEX notification_from_actor_idx ON notification (user_id, other_user_id, created_at)
        WHERE kind IN ('interest', 'match')`);
    await queryRunner.query(`
      CREATE INDEX notification_from_members_idx ON notification (user_id, created_at)
        WHERE kind IN ('interest', 'match', 'message')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX notification_from_members_idx');
    await queryRunner.query('DROP INDEX notification_from_actor_idx');
    await queryRunner.query('DROP INDEX notification_unread_from_key');
  }
}
