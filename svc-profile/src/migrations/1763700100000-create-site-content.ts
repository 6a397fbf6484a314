import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateSiteContent1763700100000 implements MigrationInterface {
  name = 'CreateSiteContent1763700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE menu_item (
        menu_id      serial PRIMARY KEY,
        menu_name_en text NOT NULL,
        menu_name_th text NOT NULL,
        menu_name_no text NOT NULL,
        menu_path    text NOT NULL UNIQUE,
        member_only  boolean NOT NULL DEFAULT false,
        sort_order   int NOT NULL,
        active_flag  char(1) NOT NULL DEFAULT 'Y' CHECK (active_flag IN ('Y', 'N'))
      )`);
    await queryRunner.query(
      `CREATE INDEX menu_item_active_order_idx ON menu_item (active_flag, sort_order)`,
    );
    await queryRunner.query(`
      INSERT INTO menu_item (menu_name_en, menu_name_th, menu_name_no, menu_path, member_only, sort_order) VALUES
        ('Home', 'หน้าแรก', 'Hjem', '/', false, 1),
        ('Search', 'ค้นหา', 'Søk', '/search', true, 2),
        ('About Us', 'เกี่ยวกับเรา', 'Om oss', '/about', false, 3),
        ('Contact Us', 'ติดต่อเรา', 'Kontakt oss', '/contact', false, 4)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE menu_item');
  }
}
