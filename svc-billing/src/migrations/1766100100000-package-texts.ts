import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The seeded packages' Thai and Norwegian texts, where an admin has not changed them since. */
const seeded: readonly [string, string, string, string, string][] = [
  [
    '1 Month',
    '1 เดือน',
    'ดูข้อมูลติดต่อของสมาชิกที่ตอบรับความสนใจของคุณ',
    '1 måned',
    'Se kontaktopplysningene til medlemmer som har svart på interessen din.',
  ],
  [
    '3 Months',
    '3 เดือน',
    'ข้อมูลติดต่อสามเดือน ในราคาที่ถูกกว่าสมัครทีละเดือนสามครั้ง',
    '3 måneder',
    'Tre måneder med kontaktopplysninger, billigere enn tre enkeltmåneder.',
  ],
  [
    '6 Months',
    '6 เดือน',
    'ข้อมูลติดต่อครึ่งปี ในราคาต่อเดือนที่ถูกลง',
    '6 måneder',
    'Et halvt år med kontaktopplysninger til en lavere pris per måned.',
  ],
  [
    '12 Months',
    '12 เดือน',
    'ข้อมูลติดต่อตลอดทั้งปี ในราคาต่อเดือนที่ถูกที่สุด',
    '12 måneder',
    'Et helt år med kontaktopplysninger til den laveste prisen per måned.',
  ],
];

/**
 * A package's name and detail in Thai and Norwegian. The existing `name` and `detail` are the
 * English texts, shown in a language that has none.
 */
export class PackageTexts1766100100000 implements MigrationInterface {
  name = 'PackageTexts1766100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE package
        ADD COLUMN name_th   text,
        ADD COLUMN name_no   text,
        ADD COLUMN detail_th text,
        ADD COLUMN detail_no text`);
    for (const [name, nameTh, detailTh, nameNo, detailNo] of seeded) {
      await queryRunner.query(
        `UPDATE package SET name_th = $2, detail_th = $3, name_no = $4, detail_no = $5
          WHERE name = $1 AND create_process = 'migration' AND update_datetime IS NULL`,
        [name, nameTh, detailTh, nameNo, detailNo],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE package
        DROP COLUMN detail_no, DROP COLUMN detail_th, DROP COLUMN name_no, DROP COLUMN name_th`);
  }
}
