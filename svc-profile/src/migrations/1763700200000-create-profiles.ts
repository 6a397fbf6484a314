import { type MigrationInterface, type QueryRunner } from 'typeorm';

const activeFlag = `active_flag char(1) NOT NULL DEFAULT 'Y' CHECK (active_flag IN ('Y', 'N'))`;

/** Who created a row, when, and through which call; set by the server, never by a client. */
const created = `
        create_user     text NOT NULL,
        create_datetime timestamptz NOT NULL DEFAULT now(),
        create_process  text NOT NULL`;

const audit = `${created},
        update_user     text,
        update_datetime timestamptz,
        update_process  text`;

/**
 * The member profile (SPEC.md §3): four sections keyed by svc-auth's user id, the member's
 * choices, the choice lists themselves, photos and the site's page images.
 */
export class CreateProfiles1763700200000 implements MigrationInterface {
  name = 'CreateProfiles1763700200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reference (
        ref_table_code text NOT NULL,
        ref_code       text NOT NULL,
        label_en       text NOT NULL,
        label_th       text NOT NULL,
        label_no       text NOT NULL,
        sort_order     int NOT NULL,
        ${activeFlag},
        PRIMARY KEY (ref_table_code, ref_code)
      )`);

    await queryRunner.query(`
      CREATE TABLE user_info (
        user_id      int PRIMARY KEY,
        name         text NOT NULL,
        birthdate    date NOT NULL,
        country      text NOT NULL,
        occupation   text,
        caption      text,
        c_email      text,
        line         text,
        whats_app    text,
        facebook     text,
        phone        text,
        hidden_fields text[] NOT NULL DEFAULT '{}',
        ${activeFlag},
        ${audit}
      )`);
    // The home page's cards: visible members, newest first.
    await queryRunner.query(`
      CREATE INDEX user_info_visible_newest_idx ON user_info (create_datetime DESC, user_id DESC)
        WHERE active_flag = 'Y'`);

    await queryRunner.query(`
      CREATE TABLE person_info (
        user_id       int PRIMARY KEY,
        height        int NOT NULL CHECK (height BETWEEN 100 AND 250),
        weight        int NOT NULL CHECK (weight BETWEEN 30 AND 300),
        num_child     int CHECK (num_child BETWEEN 0 AND 20),
        hidden_fields text[] NOT NULL DEFAULT '{}',
        ${activeFlag},
        ${audit}
      )`);

    await queryRunner.query(`
      CREATE TABLE favorite_info (
        user_id       int PRIMARY KEY,
        free_time     text,
        hidden_fields text[] NOT NULL DEFAULT '{}',
        ${activeFlag},
        ${audit}
      )`);

    await queryRunner.query(`
      CREATE TABLE date_info (
        user_id          int PRIMARY KEY,
        age_start        int NOT NULL CHECK (age_start BETWEEN 18 AND 99),
        age_end          int NOT NULL CHECK (age_end BETWEEN 18 AND 99),
        th_spouse_reason text,
        th_women_think   text,
        spouse_expect    text,
        hidden_fields    text[] NOT NULL DEFAULT '{}',
        ${activeFlag},
        ${audit},
        CHECK (age_end >= age_start)
      )`);

    // The unique key's index also serves every lookup by (user_id, ref_table_code).
    await queryRunner.query(`
      CREATE TABLE user_sys_ref (
        id             bigserial PRIMARY KEY,
        user_id        int NOT NULL,
        ref_table_code text NOT NULL,
        ref_code       text NOT NULL,
        ref_desc       text,
        ${activeFlag},
        ${created},
        CONSTRAINT user_sys_ref_choice_key UNIQUE (user_id, ref_table_code, ref_code)
      )`);

    await queryRunner.query(`
      CREATE TABLE user_img (
        user_id  int NOT NULL,
        img_seq  smallint NOT NULL CHECK (img_seq BETWEEN 1 AND 3),
        img_type text NOT NULL,
        img_file uuid NOT NULL,
        img_size int NOT NULL CHECK (img_size >= 0),
        ${activeFlag},
        ${created},
        PRIMARY KEY (user_id, img_seq)
      )`);
    // Before a stored image is deleted: is another slot still showing it?
    await queryRunner.query(`CREATE INDEX user_img_file_idx ON user_img (img_file)`);

    await queryRunner.query(`
      CREATE TABLE setting_img (
        type     text PRIMARY KEY CHECK (type IN ('home', 'about')),
        img_file uuid NOT NULL,
        img_type text NOT NULL,
        img_size int NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'setting_img',
      'user_img',
      'user_sys_ref',
      'date_info',
      'favorite_info',
      'person_info',
      'user_info',
      'reference',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
