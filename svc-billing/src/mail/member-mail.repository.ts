import { Inject, Injectable } from '@nestjs/common';
import { type Language } from '@dating/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { type MemberNotice } from './member-mail';

/** One e-mail to a member about their subscription. */
export interface MemberLetter {
  userId: number;
  lang: Language;
  notice: MemberNotice;
}

/** A due outbox row; its notice is null when this version cannot read it. */
export interface QueuedLetter {
  id: number;
  userId: number;
  lang: Language;
  notice: MemberNotice | null;
}

interface QueuedSql {
  mail_id: string;
  user_id: number;
  lang: Language;
  notice: unknown;
}

/** A notice as stored in JSON: its dates are ISO strings there. */
const storedNotice = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('approved'),
    packageName: z.string(),
    start: z.coerce.date(),
    end: z.coerce.date(),
  }),
  z.object({ kind: z.literal('rejected'), packageName: z.string(), reason: z.string() }),
  z.object({ kind: z.literal('endsSoon'), end: z.coerce.date() }),
  z.object({ kind: z.literal('expired'), end: z.coerce.date() }),
]);

/**
 * The member_mail outbox. Letters are queued inside the transaction of the change they tell of;
 * a worker claims due rows with FOR UPDATE SKIP LOCKED inside its own transaction, so another
 * worker passes them by until it commits what it sent.
 */
@Injectable()
export class MemberMailRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async queue(manager: EntityManager, letters: readonly MemberLetter[]): Promise<void> {
    if (letters.length === 0) return;
    await manager.query(
      `INSERT INTO member_mail (user_id, lang, notice)
       SELECT * FROM unnest($1::int[], $2::char(2)[], $3::jsonb[])`,
      [
        letters.map((letter) => letter.userId),
        letters.map((letter) => letter.lang),
        letters.map((letter) => JSON.stringify(letter.notice)),
      ],
    );
  }

  /** Due rows, least tried first, then oldest, locked (member_mail_due_idx). */
  async claim(manager: EntityManager, limit: number): Promise<QueuedLetter[]> {
    const rows = await manager.query<QueuedSql[]>(
      `SELECT mail_id, user_id, lang, notice FROM member_mail
        WHERE sent_at IS NULL
        ORDER BY attempts, mail_id
        LIMIT $1
        FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    return rows.map((row) => {
      const notice = storedNotice.safeParse(row.notice);
      return {
        id: Number(row.mail_id),
        userId: row.user_id,
        lang: row.lang,
        notice: notice.success ? notice.data : null,
      };
    });
  }

  /** The rows' mails went out (or need none: 'skipped'). */
  async settle(
    manager: EntityManager,
    ids: readonly number[],
    outcome: 'sent' | 'skipped',
  ): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `UPDATE member_mail SET sent_at = clock_timestamp(), skipped = $2
        WHERE mail_id = ANY($1::bigint[])`,
      [ids, outcome === 'skipped'],
    );
  }

  /** A try that did not get the rows' mails out: they stay due. */
  async failed(manager: EntityManager, ids: readonly number[], error: string): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `UPDATE member_mail SET attempts = attempts + 1, last_error = $2
        WHERE mail_id = ANY($1::bigint[])`,
      [ids, error],
    );
  }
}
