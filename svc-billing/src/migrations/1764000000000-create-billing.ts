import { type MigrationInterface, type QueryRunner } from 'typeorm';

const audit = `
        create_user     text NOT NULL,
        create_datetime timestamptz NOT NULL DEFAULT now(),
        create_process  text NOT NULL,
        update_user     text,
        update_datetime timestamptz,
        update_process  text`;

/** name, price in Baht, detail, days: the packages on sale at first start (admins change them). */
const packages: readonly [string, number, string, number][] = [
  ['1 Month', 299, 'See the contact details of members who answered your interest.', 30],
  ['3 Months', 799, 'Three months of contact details, for less than three single months.', 90],
  ['6 Months', 1499, 'Half a year of contact details at a lower price a month.', 180],
  ['12 Months', 2699, 'A whole year of contact details at the lowest price a month.', 365],
];

/**
 * PACKAGE, PURCHASE_ORDER and USER_MEMBER (SPEC.md §3), and RECEIPT: every receipt ever attached
 * to an order, the current one as well as those rejected before it. An order keeps the package's
 * price and length as they were when it was placed. The unique indexes carry the rules that must
 * hold under races: one open order per member, a receipt (its file, its bytes or its slip
 * reference) attached once ever, one membership per approved order.
 */
export class CreateBilling1764000000000 implements MigrationInterface {
  name = 'CreateBilling1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE package (
        package_id    serial PRIMARY KEY,
        name          text NOT NULL,
        price         integer NOT NULL CHECK (price > 0),
        detail        text,
        duration_days integer NOT NULL CHECK (duration_days > 0),
        active_flag   char(1) NOT NULL DEFAULT 'Y' CHECK (active_flag IN ('Y', 'N')),${audit}
      )`);
    // Both lists, the one on sale and the admin's of all, are read cheapest first.
    await queryRunner.query(`CREATE INDEX package_price_idx ON package (price, package_id)`);

    await queryRunner.query(`
      CREATE TABLE purchase_order (
        purchase_id           serial PRIMARY KEY,
        user_id               integer NOT NULL,
        username              text NOT NULL,
        package_id            integer NOT NULL REFERENCES package (package_id),
        purchase_amt          integer NOT NULL CHECK (purchase_amt > 0),
        duration_days         integer NOT NULL CHECK (duration_days > 0),
        purchase_date         timestamptz NOT NULL,
        purchase_status       char(2) NOT NULL DEFAULT 'WP'
                              CHECK (purchase_status IN ('WP', 'WA', 'AP', 'RJ')),
        purchase_approve_date timestamptz,
        purchase_receipt      timestamptz,
        purchase_img_file     uuid,
        purchase_img_type     text,
        purchase_img_size     integer,
        reject_reason         text,
        lang                  char(2) NOT NULL CHECK (lang IN ('en', 'th', 'no')),
        active_flag           char(1) NOT NULL DEFAULT 'Y' CHECK (active_flag IN ('Y', 'N')),${audit}
      )`);
    await queryRunner.query(
      `CREATE INDEX purchase_order_user_idx ON purchase_order (user_id, purchase_date, purchase_id)`,
    );
    await queryRunner.query(`
      CREATE INDEX purchase_order_review_idx
        ON purchase_order (purchase_status, purchase_date, purchase_id) WHERE active_flag = 'Y'`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX purchase_order_open_key
        ON purchase_order (user_id)
        WHERE active_flag = 'Y' AND purchase_status IN ('WP', 'WA', 'RJ')`);

    await queryRunner.query(`
      CREATE TABLE receipt (
        receipt_id      serial PRIMARY KEY,
        purchase_id     integer NOT NULL REFERENCES purchase_order (purchase_id),
        file_id         uuid NOT NULL,
        sha256          text,
        slip_bank       text,
        slip_reference  text,
        attached_at     timestamptz NOT NULL,
        create_user     text NOT NULL,
        create_datetime timestamptz NOT NULL DEFAULT now(),
        create_process  text NOT NULL,
        CONSTRAINT receipt_file_key UNIQUE (file_id),
        CONSTRAINT receipt_sha256_key UNIQUE (sha256),
        CHECK ((slip_bank IS NULL) = (slip_reference IS NULL))
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX receipt_slip_reference_key
        ON receipt (slip_bank, slip_reference) WHERE slip_reference IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE user_member (
        member_id        serial PRIMARY KEY,
        user_id          integer NOT NULL,
        purchase_id      integer NOT NULL REFERENCES purchase_order (purchase_id),
        package_id       integer NOT NULL REFERENCES package (package_id),
        member_status    char(1) NOT NULL DEFAULT 'N' CHECK (member_status IN ('N', 'E')),
        member_start     timestamptz NOT NULL,
        member_end       timestamptz NOT NULL,
        reminder_sent_at timestamptz,${audit},
        CONSTRAINT user_member_purchase_key UNIQUE (purchase_id),
        CHECK (member_end > member_start)
      )`);
    await queryRunner.query(`CREATE INDEX user_member_user_idx ON user_member (user_id)`);
    await queryRunner.query(
      `CREATE INDEX user_member_due_idx ON user_member (member_end) WHERE member_status = 'N'`,
    );

    for (const [name, price, detail, days] of packages) {
      await queryRunner.query(
        `INSERT INTO package (name, price, detail, duration_days, create_user, create_process)
         VALUES ($1, $2, $3, $4, 'system', 'migration')`,
        [name, price, detail, days],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_member');
    await queryRunner.query('DROP TABLE receipt');
    await queryRunner.query('DROP TABLE purchase_order');
    await queryRunner.query('DROP TABLE package');
  }
}
