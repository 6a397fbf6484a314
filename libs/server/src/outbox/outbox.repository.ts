import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type OutboxKind } from './outbox';

/** Mails go apart from the rest (events, live pushes, notices): a slow mail server holds up no other. */
export type OutboxLane = 'bus' | 'mail';

export interface OutboxRow {
  id: string;
  seq: number;
  kind: OutboxKind;
  subject: string;
  payload: unknown;
  attempts: number;
}

/** A row as its transaction wrote it. */
export type WrittenRow = Pick<OutboxRow, 'id' | 'kind' | 'subject' | 'payload'>;

interface OutboxSql extends Omit<OutboxRow, 'seq'> {
  seq: string;
}

/** A row that failed waits 1 s, 2 s, 4 s… up to this before the next try. */
const longestWaitSeconds = 60;

/** The outbox table as the relay sees it; each statement commits by itself. */
@Injectable()
export class OutboxRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** A row to deliver, in the transaction of the change it tells of. */
  async insert(manager: EntityManager, row: WrittenRow): Promise<void> {
    await manager.query(
      'INSERT INTO outbox (id, kind, subject, payload) VALUES ($1, $2, $3, $4::jsonb)',
      [row.id, row.kind, row.subject, JSON.stringify(row.payload)],
    );
  }

  /**
   * Removes what waits for a member who is being erased (issue 29): pushes to their live feed,
   * and every letter to them (by id, or by one of their addresses) or naming them. Answers how
   * many.
   */
  async forgetMember(
    manager: EntityManager,
    userId: number,
    addresses: readonly string[] = [],
  ): Promise<number> {
    const [, removed] = await manager.query<[unknown, number]>(
      `DELETE FROM outbox
        WHERE (kind = 'live' AND subject = ($1::int)::text)
           OR (kind = 'mail' AND ((payload -> 'to' ->> 'userId')::int = $1::int
                               OR lower(payload -> 'to' ->> 'address') = ANY($2::text[])
                               OR payload -> 'names' @> to_jsonb($1::int)))`,
      [userId, addresses.map((address) => address.toLowerCase())],
    );
    return removed;
  }

  /**
   * Leases up to `limit` due rows of the lane, oldest first. Replicas pass over each other's rows (SKIP
   * LOCKED, then the lease), and a row whose claimer died is due again when its lease ends.
   */
  async claim(limit: number, leaseMs: number, lane: OutboxLane): Promise<OutboxRow[]> {
    const [rows] = await this.dataSource.query<[OutboxSql[], number]>(
      `UPDATE outbox SET leased_until = clock_timestamp() + make_interval(secs => $2::float8 / 1000)
        WHERE id IN (SELECT id FROM outbox
                      WHERE ${lane === 'mail' ? "kind = 'mail'" : "kind <> 'mail'"}
                        AND due_at <= clock_timestamp()
                        AND (leased_until IS NULL OR leased_until <= clock_timestamp())
                      ORDER BY seq
                      LIMIT $1
                      FOR UPDATE SKIP LOCKED)
        RETURNING id, seq, kind, subject, payload, attempts`,
      [limit, leaseMs],
    );
    return rows
      .map((row) => ({ ...row, seq: Number(row.seq) }))
      .sort((one, other) => one.seq - other.seq);
  }

  async delivered(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query('DELETE FROM outbox WHERE id = ANY($1::uuid[])', [ids]);
  }

  /** The row failed: it is tried again after a wait that doubles with each failure. */
  async failed(row: OutboxRow, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox
          SET attempts = attempts + 1, leased_until = NULL, last_error = left($2, 1000),
              due_at = clock_timestamp() + make_interval(secs => least($3, power(2, attempts)))
        WHERE id = $1`,
      [row.id, error, longestWaitSeconds],
    );
  }

  /** Claimed rows not tried: due again at once. */
  async release(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      'UPDATE outbox SET leased_until = NULL WHERE id = ANY($1::uuid[])',
      [ids],
    );
  }
}
