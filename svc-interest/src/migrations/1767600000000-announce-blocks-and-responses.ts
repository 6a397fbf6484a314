import { interestBlockEvent, interestResponseEvent } from '@dating/contracts';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Seeds svc-profile's read models of blocks and responses, which it now learns only from
 * events: every standing block is told once more at its own version, as a block tells it, and
 * every pair that has answered each other's interest at a new version of the pair. The EVENTS
 * stream keeps 30 days, so a model that starts or is rebuilt after this learns older facts from
 * these; its consumers keep the higher version, so hearing them again changes nothing.
 * The lock holds changes of interest off (they take their version before they commit), so no
 * change can be numbered below a response announced here yet committed after it was read.
 */
export class AnnounceBlocksAndResponses1767600000000 implements MigrationInterface {
  name = 'AnnounceBlocksAndResponses1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('LOCK TABLE interest IN SHARE MODE');
    await queryRunner.query(
      `INSERT INTO outbox (id, kind, subject, payload)
       SELECT gen_random_uuid(), 'event', $1,
              jsonb_build_object('blocker_id', user_id, 'blocked_id', blocked_user_id,
                                 'blocked', true, 'version', version)
         FROM member_block WHERE active_flag = 'Y' ORDER BY block_id`,
      [interestBlockEvent.subject],
    );
    await queryRunner.query(
      `INSERT INTO outbox (id, kind, subject, payload)
       SELECT gen_random_uuid(), 'event', $1,
              jsonb_build_object('user_id', mine.user_id, 'other_user_id', mine.user_interest_id,
                                 'responded', true,
                                 'version', nextval('interest_response_version'))
         FROM interest AS mine
         JOIN interest AS theirs
           ON theirs.user_id = mine.user_interest_id AND theirs.user_interest_id = mine.user_id
        WHERE mine.user_id < mine.user_interest_id
          AND mine.active_flag = 'Y' AND theirs.active_flag = 'Y'
        ORDER BY mine.interest_id`,
      [interestResponseEvent.subject],
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: the announcements were delivered, or are dropped with the outbox.
  }
}
