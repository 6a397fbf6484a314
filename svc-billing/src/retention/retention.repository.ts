import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { RetentionRunEntity } from './retention-run.entity';

export interface RetentionRunRow {
  id: number;
  job: string;
  ran_at: Date;
  erased: Record<string, number>;
}

export interface RetentionErased {
  orders: number;
  memberships: number;
  /** The erased receipts' files, whose objects go with them. */
  receiptFiles: string[];
}

/**
 * The retention job's rows: the pseudonymised orders whose legal period ended, with their
 * memberships and receipts, and the record of each pass (RETENTION_RUN).
 */
@Injectable()
export class RetentionRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * The job's lock for the caller's transaction, unless another replica holds it: answers
   * whether this one has it. The other replica's pass erases what is due, so this one skips.
   */
  async lock(manager: EntityManager): Promise<boolean> {
    const [row] = await manager.query<{ locked: boolean }[]>(
      `SELECT pg_try_advisory_xact_lock(hashtext('billing.retention'), 0) AS locked`,
    );
    return row?.locked === true;
  }

  /**
   * Erases the pseudonymised orders whose latest date (placed, paid, approved) is before
   * `keptFrom`, their memberships and their receipts. Another member's receipt flagged as
   * looking like an erased one loses the flag, which would point at nothing.
   */
  async eraseDue(manager: EntityManager, keptFrom: Date): Promise<RetentionErased> {
    const due = await manager.query<{ purchase_id: number }[]>(
      `SELECT purchase_id FROM purchase_order
        WHERE pseudonym IS NOT NULL
          AND GREATEST(purchase_date, purchase_receipt, purchase_approve_date) < $1
        FOR UPDATE`,
      [keptFrom],
    );
    const ids = due.map((row) => row.purchase_id);
    if (ids.length === 0) return { orders: 0, memberships: 0, receiptFiles: [] };
    await manager.query(
      `UPDATE receipt SET likely_reuse_of = NULL
        WHERE likely_reuse_of IN (SELECT receipt_id FROM receipt WHERE purchase_id = ANY($1::int[]))
          AND NOT (purchase_id = ANY($1::int[]))`,
      [ids],
    );
    const [, memberships] = await manager.query<[unknown, number]>(
      'DELETE FROM user_member WHERE purchase_id = ANY($1::int[])',
      [ids],
    );
    const [receipts] = await manager.query<[{ file_id: string }[], number]>(
      'DELETE FROM receipt WHERE purchase_id = ANY($1::int[]) RETURNING file_id',
      [ids],
    );
    const [, orders] = await manager.query<[unknown, number]>(
      'DELETE FROM purchase_order WHERE purchase_id = ANY($1::int[])',
      [ids],
    );
    return { orders, memberships, receiptFiles: receipts.map((row) => row.file_id) };
  }

  async record(
    manager: EntityManager,
    run: Pick<RetentionRunEntity, 'job' | 'ranAt' | 'erased'>,
  ): Promise<void> {
    await manager.insert(RetentionRunEntity, run);
  }

  /** Runs newest first; one more than `limit` tells whether more follow. */
  page(offset: number, limit: number): Promise<RetentionRunRow[]> {
    return this.dataSource.query<RetentionRunRow[]>(
      `SELECT id, job, ran_at, erased FROM retention_run
        ORDER BY ran_at DESC, id DESC
       OFFSET $1 LIMIT $2`,
      [offset, limit + 1],
    );
  }
}
