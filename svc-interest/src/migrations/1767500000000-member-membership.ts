import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * svc-billing's memberships as its membershipEvent tells them: when each member's memberships
 * end (it only moves later). Who may open a conversation and see contact details in messages
 * is read here, not asked of svc-billing per message. Filled by the event's durable consumer,
 * which starts at the oldest event the EVENTS stream still holds.
 */
export class MemberMembership1767500000000 implements MigrationInterface {
  name = 'MemberMembership1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_membership (
        user_id      int PRIMARY KEY,
        active_until timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_membership');
  }
}
