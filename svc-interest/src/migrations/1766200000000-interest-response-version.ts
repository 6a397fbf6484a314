import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Numbers the changes of a pair's response (interestResponseEvent) and the reads svc-profile
 * makes of it (responded.get), both taken under the pair's lock, so svc-profile keeps the newest.
 */
export class InterestResponseVersion1766200000000 implements MigrationInterface {
  name = 'InterestResponseVersion1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE SEQUENCE interest_response_version');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP SEQUENCE interest_response_version');
  }
}
