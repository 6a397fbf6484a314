import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The admin dashboard's revenue per month: approved orders by approval time, with their amount. */
export class AdminStats1765300000000 implements MigrationInterface {
  name = 'AdminStats1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX purchase_order_approved_idx ON purchase_order (purchase_approve_date)
        INCLUDE (purchase_amt) WHERE purchase_status = 'AP'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX purchase_order_approved_idx');
  }
}
