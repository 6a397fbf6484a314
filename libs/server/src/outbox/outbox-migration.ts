import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Every service's outbox (DESIGN §4, one door out): what a change must tell others, written in
 * the change's transaction. `kind` says where a row goes: an event to the EVENTS stream
 * (`subject` its subject), a live push to a member's feed (`subject` the member's id), a notice
 * to every replica listening on plain NATS (`subject` its subject: the gateways' session caches),
 * a mail (`subject` its template). A row is deleted once delivered; until then the relay leases it
 * while sending (`leased_until`), and after a failure it waits until `due_at`.
 */
export class Outbox1767400000000 implements MigrationInterface {
  name = 'Outbox1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id           uuid PRIMARY KEY,
        seq          bigint GENERATED ALWAYS AS IDENTITY,
        kind         varchar(6) NOT NULL CONSTRAINT outbox_kind CHECK (kind IN ('event', 'live', 'notice', 'mail')),
        subject      varchar(200) NOT NULL,
        payload      jsonb NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
        due_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
        leased_until timestamptz,
        attempts     int NOT NULL DEFAULT 0,
        last_error   text
      )`);
    // Each lane of the relay claims its oldest rows first; the table holds only what is not
    // delivered yet.
    await queryRunner.query("CREATE INDEX outbox_mail_idx ON outbox (seq) WHERE kind = 'mail'");
    await queryRunner.query("CREATE INDEX outbox_bus_idx ON outbox (seq) WHERE kind <> 'mail'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox');
  }
}
