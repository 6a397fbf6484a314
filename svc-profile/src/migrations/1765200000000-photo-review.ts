import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Photo review and the verified-photo badge: each photo slot has a review status (existing
 * photos count as approved), members with open reports are listed (their pending photos hide),
 * removals keep their reason for the member's notice, and verification requests carry the
 * selfie that only admins may open.
 */
export class PhotoReview1765200000000 implements MigrationInterface {
  name = 'PhotoReview1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_img
        ADD COLUMN review_status text NOT NULL DEFAULT 'approved'
            CHECK (review_status IN ('pending', 'approved'))`);
    await queryRunner.query(
      `ALTER TABLE user_img ALTER COLUMN review_status SET DEFAULT 'pending'`,
    );
    // The admin queue: pending photos, oldest first.
    await queryRunner.query(`
      CREATE INDEX user_img_pending_oldest_idx ON user_img (create_datetime, user_id, img_seq)
       WHERE review_status = 'pending'`);
    await queryRunner.query(`CREATE TABLE reported_member (user_id int PRIMARY KEY)`);
    await queryRunner.query(`
      CREATE TABLE photo_removal (
        user_id    int NOT NULL,
        img_seq    smallint NOT NULL,
        reason     text NOT NULL,
        removed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, img_seq)
      )`);
    await queryRunner.query(
      `ALTER TABLE user_info ADD COLUMN photo_verified boolean NOT NULL DEFAULT false`,
    );
    // Search for verified members only, with and without a gender.
    await queryRunner.query(`
      CREATE INDEX user_info_verified_newest_idx
          ON user_info (create_datetime DESC, user_id DESC, birthdate)
       WHERE active_flag = 'Y' AND photo_verified`);
    await queryRunner.query(`
      CREATE INDEX user_info_verified_gender_newest_idx
          ON user_info (gender, create_datetime DESC, user_id DESC, birthdate)
       WHERE active_flag = 'Y' AND photo_verified`);
    await queryRunner.query(`
      CREATE TABLE photo_verification (
        id           serial PRIMARY KEY,
        user_id      int NOT NULL,
        code         text NOT NULL,
        expires_at   timestamptz NOT NULL,
        status       text NOT NULL DEFAULT 'started'
                     CHECK (status IN ('started', 'pending', 'verified', 'rejected')),
        selfie_file  uuid,
        reason       text,
        created_at   timestamptz NOT NULL DEFAULT now(),
        submitted_at timestamptz,
        decided_at   timestamptz
      )`);
    // A member's newest request.
    await queryRunner.query(
      `CREATE INDEX photo_verification_member_idx ON photo_verification (user_id, id DESC)`,
    );
    // The admin queue: submitted requests, oldest first.
    await queryRunner.query(`
      CREATE INDEX photo_verification_pending_idx ON photo_verification (submitted_at, id)
       WHERE status = 'pending'`);
    // The upload sweep asks whether a file is a selfie.
    await queryRunner.query(
      `CREATE INDEX photo_verification_selfie_idx ON photo_verification (selfie_file)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE photo_verification');
    await queryRunner.query('DROP INDEX user_info_verified_gender_newest_idx');
    await queryRunner.query('DROP INDEX user_info_verified_newest_idx');
    await queryRunner.query('ALTER TABLE user_info DROP COLUMN photo_verified');
    await queryRunner.query('DROP TABLE photo_removal');
    await queryRunner.query('DROP TABLE reported_member');
    await queryRunner.query('DROP INDEX user_img_pending_oldest_idx');
    await queryRunner.query('ALTER TABLE user_img DROP COLUMN review_status');
  }
}
