import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The key svc-profile signs its members' own photo URLs with (see photo-grant.ts), made once
 * here so every replica signs and checks with the same one and nobody has to configure it.
 */
export class PhotoGrantKey1763700500000 implements MigrationInterface {
  name = 'PhotoGrantKey1763700500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE photo_grant_key (
        id     smallint PRIMARY KEY CHECK (id = 1),
        secret bytea NOT NULL CHECK (length(secret) = 32)
      )`);
    await queryRunner.query(`INSERT INTO photo_grant_key (id, secret) VALUES (1, $1)`, [
      randomBytes(32),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE photo_grant_key');
  }
}
