import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The search filters carried by the search indexes, after the order and the birthdate. */
const filterColumns = 'lower(btrim(country)), has_photo, photo_verified, kids, religion, education';

/**
 * Last active and the search filters. user_info carries when the member was last active (from
 * the gateway's events), whether they show it, and copies of what search filters on (photo 1,
 * KIDS, RELIGION, EDUCATION), so every combination of filters and either order is one scan of
 * one index on user_info per gender: the gender and the order's columns first, then birthdate
 * and the filters, all checked on the index entries before a row is read.
 */
export class ActivityAndFilters1765400000000 implements MigrationInterface {
  name = 'ActivityAndFilters1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Saving section 1 is itself activity: a new profile starts as active now.
    await queryRunner.query(`ALTER TABLE user_info ADD COLUMN last_active_at timestamptz`);
    await queryRunner.query(`UPDATE user_info SET last_active_at = create_datetime`);
    await queryRunner.query(`
      ALTER TABLE user_info ALTER COLUMN last_active_at SET DEFAULT now(),
                            ALTER COLUMN last_active_at SET NOT NULL,
                            ADD COLUMN show_activity boolean NOT NULL DEFAULT true,
                            ADD COLUMN has_photo boolean NOT NULL DEFAULT false,
                            ADD COLUMN kids text,
                            ADD COLUMN religion text,
                            ADD COLUMN education text`);
    await queryRunner.query(`
      UPDATE user_info AS info
         SET has_photo = EXISTS (SELECT 1 FROM user_img AS img
                                  WHERE img.user_id = info.user_id AND img.img_seq = 1),
             kids = (SELECT ref_code FROM user_sys_ref WHERE user_id = info.user_id
                        AND ref_table_code = 'KIDS' ORDER BY id DESC LIMIT 1),
             religion = (SELECT ref_code FROM user_sys_ref WHERE user_id = info.user_id
                            AND ref_table_code = 'RELIGION' ORDER BY id DESC LIMIT 1),
             education = (SELECT ref_code FROM user_sys_ref WHERE user_id = info.user_id
                             AND ref_table_code = 'EDUCATION' ORDER BY id DESC LIMIT 1)`);
    // has_photo follows user_img in the statement's own transaction, whichever code path (a
    // member's upload, an admin's removal, the upload sweep) changed photo 1.
    await queryRunner.query(`
      CREATE FUNCTION user_info_sync_has_photo(member int) RETURNS void LANGUAGE sql AS $$
        UPDATE user_info
           SET has_photo = EXISTS (SELECT 1 FROM user_img WHERE user_id = member AND img_seq = 1)
         WHERE user_id = member
           AND has_photo IS DISTINCT FROM
               EXISTS (SELECT 1 FROM user_img WHERE user_id = member AND img_seq = 1)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION user_img_has_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM user_info_sync_has_photo(OLD.user_id); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM user_info_sync_has_photo(NEW.user_id); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER user_img_has_photo AFTER INSERT OR DELETE OR UPDATE OF user_id, img_seq
          ON user_img FOR EACH ROW EXECUTE FUNCTION user_img_has_photo()`);
    // A photo may be saved before section 1.
    await queryRunner.query(`
      CREATE FUNCTION user_info_has_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.has_photo := EXISTS (SELECT 1 FROM user_img WHERE user_id = NEW.user_id AND img_seq = 1);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER user_info_has_photo BEFORE INSERT ON user_info
          FOR EACH ROW EXECUTE FUNCTION user_info_has_photo()`);

    // A search for all genders merges the per-gender scans (cards.repository.ts), so the verified
    // index without a gender is read no more. The home cards' index carries the filters too: were
    // it narrower, the planner would rather read it for one gender and check the rest per row.
    await queryRunner.query(`DROP INDEX user_info_verified_newest_idx`);
    await queryRunner.query(`DROP INDEX user_info_visible_newest_idx`);
    await queryRunner.query(`
      CREATE INDEX user_info_visible_newest_idx
          ON user_info (create_datetime DESC, user_id DESC, birthdate, ${filterColumns})
       WHERE active_flag = 'Y'`);
    await queryRunner.query(`DROP INDEX user_info_visible_gender_newest_idx`);
    await queryRunner.query(`
      CREATE INDEX user_info_visible_gender_newest_idx
          ON user_info (gender, create_datetime DESC, user_id DESC, birthdate, ${filterColumns})
       WHERE active_flag = 'Y'`);
    await queryRunner.query(`
      CREATE INDEX user_info_visible_gender_active_idx
          ON user_info (gender, last_active_at DESC, user_id DESC, birthdate, ${filterColumns})
       WHERE active_flag = 'Y'`);

    // The key search cursors are sealed with: a cursor of the 'active' order holds a time.
    await queryRunner.query(`
      CREATE TABLE search_cursor_key (
        id     smallint PRIMARY KEY CHECK (id = 1),
        secret bytea NOT NULL CHECK (length(secret) = 32)
      )`);
    await queryRunner.query(`INSERT INTO search_cursor_key (id, secret) VALUES (1, $1)`, [
      randomBytes(32),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE search_cursor_key');
    await queryRunner.query('DROP INDEX user_info_visible_gender_active_idx');
    await queryRunner.query('DROP INDEX user_info_visible_gender_newest_idx');
    await queryRunner.query('DROP INDEX user_info_visible_newest_idx');
    await queryRunner.query(`
      CREATE INDEX user_info_visible_newest_idx
          ON user_info (create_datetime DESC, user_id DESC, birthdate)
       WHERE active_flag = 'Y'`);
    await queryRunner.query(`
      CREATE INDEX user_info_visible_gender_newest_idx
          ON user_info (gender, create_datetime DESC, user_id DESC, birthdate)
       WHERE active_flag = 'Y'`);
    await queryRunner.query(`
      CREATE INDEX user_info_verified_newest_idx
          ON user_info (create_datetime DESC, user_id DESC, birthdate)
       WHERE active_flag = 'Y' AND photo_verified`);
    await queryRunner.query('DROP TRIGGER user_info_has_photo ON user_info');
    await queryRunner.query('DROP FUNCTION user_info_has_photo()');
    await queryRunner.query('DROP TRIGGER user_img_has_photo ON user_img');
    await queryRunner.query('DROP FUNCTION user_img_has_photo()');
    await queryRunner.query('DROP FUNCTION user_info_sync_has_photo(int)');
    await queryRunner.query(`
      ALTER TABLE user_info DROP COLUMN education, DROP COLUMN religion, DROP COLUMN kids,
                            DROP COLUMN has_photo, DROP COLUMN show_activity,
                            DROP COLUMN last_active_at`);
  }
}
