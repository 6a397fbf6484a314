import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Search (get-category with filters) over a hundred thousand members, each query on an index:
 * user_info gets a copy of the member's GENDER choice (kept in the transaction that saves the
 * choice, see search-choices.ts), and both orders end with birthdate, so the age range is
 * checked on the index entries before any row is read.
 */
export class SearchMembers1763700400000 implements MigrationInterface {
  name = 'SearchMembers1763700400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE user_info ADD COLUMN gender text`);
    await queryRunner.query(`
      UPDATE user_info AS info SET gender = choice.ref_code
        FROM user_sys_ref AS choice
       WHERE choice.user_id = info.user_id AND choice.ref_table_code = 'GENDER'`);
    // Home cards and a search for every gender: visible members, newest first.
    await queryRunner.query(`DROP INDEX user_info_visible_newest_idx`);
    await queryRunner.query(`
      CREATE INDEX user_info_visible_newest_idx
          ON user_info (create_datetime DESC, user_id DESC, birthdate)
       WHERE active_flag = 'Y'`);
    // A search for one gender.
    await queryRunner.query(`
      CREATE INDEX user_info_visible_gender_newest_idx
          ON user_info (gender, create_datetime DESC, user_id DESC, birthdate)
       WHERE active_flag = 'Y'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX user_info_visible_gender_newest_idx`);
    await queryRunner.query(`DROP INDEX user_info_visible_newest_idx`);
    await queryRunner.query(`
      CREATE INDEX user_info_visible_newest_idx ON user_info (create_datetime DESC, user_id DESC)
        WHERE active_flag = 'Y'`);
    await queryRunner.query(`ALTER TABLE user_info DROP COLUMN gender`);
  }
}
