import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Outbox, type Audit } from '@dating/server';
import { notBlockedBetween } from '../block/blocked-pair';
import { InterestEntity } from './interest.entity';

/** Active interest between a viewer and another member, in each direction. */
export interface PairInterest {
  mine: boolean;
  theirs: boolean;
}

export interface Slice {
  limit: number;
  offset: number;
}

/** The interest table: one row per pair and direction, never deleted. */
@Injectable()
export class InterestRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Runs `work` in a transaction holding a lock on the pair (in either order), so two actions on
   * one pair never both decide from the same state. An advisory lock also covers rows that do
   * not exist yet, which SELECT … FOR UPDATE cannot. What the change tells others goes through
   * the outbox in the same transaction.
   */
  inPairLock<T>(a: number, b: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.outbox.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [
        Math.min(a, b),
        Math.max(a, b),
      ]);
      return work(manager);
    });
  }

  /** The next number of interest_response_version: taken under a pair's lock, it orders the pair. */
  async nextResponseVersion(manager: EntityManager): Promise<number> {
    const [row] = await manager.query<{ version: string }[]>(
      `SELECT nextval('interest_response_version') AS version`,
    );
    if (!row) throw new Error('interest_response_version gave no number');
    return Number(row.version);
  }

  async between(
    viewer: number,
    other: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PairInterest> {
    const rows = await manager.getRepository(InterestEntity).find({
      select: { userId: true },
      where: [
        { userId: viewer, userInterestId: other, activeFlag: 'Y' },
        { userId: other, userInterestId: viewer, activeFlag: 'Y' },
      ],
    });
    return {
      mine: rows.some((row) => row.userId === viewer),
      theirs: rows.some((row) => row.userId === other),
    };
  }

  /** `from` is interested in `to` from now on: the pair's one row is created or reactivated. */
  async activate(manager: EntityManager, from: number, to: number, audit: Audit): Promise<void> {
    await manager.query(
      `INSERT INTO interest (user_id, user_interest_id, interest_date, active_flag,
                             create_user, create_process)
       VALUES ($1, $2, now(), 'Y', $3, $4)
       ON CONFLICT (user_id, user_interest_id) DO UPDATE
         SET active_flag = 'Y', interest_date = now(),
             update_user = $3, update_datetime = now(), update_process = $4`,
      [from, to, audit.user, audit.process],
    );
  }

  /** Ends all interest between two members, both directions; the rows stay for the record. */
  async end(manager: EntityManager, a: number, b: number, audit: Audit): Promise<void> {
    await manager.query(
      `UPDATE interest
          SET active_flag = 'N', update_user = $3, update_datetime = now(), update_process = $4
        WHERE active_flag = 'Y'
          AND ((user_id = $1 AND user_interest_id = $2) OR (user_id = $2 AND user_interest_id = $1))`,
      [a, b, audit.user, audit.process],
    );
  }

  /**
   * Whom the member is interested in, newest interest first (interest_mine_idx). Like the other
   * lists it leaves out members blocked either way in the same query: a block ends the interest,
   * but no list relies on that alone.
   */
  mine(userId: number, slice: Slice): Promise<number[]> {
    return this.ids(
      `SELECT user_interest_id AS id FROM interest
        WHERE user_id = $1 AND active_flag = 'Y'
          AND ${notBlockedBetween('$1', 'user_interest_id')}
        ORDER BY interest_date DESC, interest_id DESC
        LIMIT $2 OFFSET $3`,
      userId,
      slice,
    );
  }

  /** Who is interested in the member, newest interest first (interest_me_idx). */
  interestedInMe(userId: number, slice: Slice): Promise<number[]> {
    return this.ids(
      `SELECT user_id AS id FROM interest
        WHERE user_interest_id = $1 AND active_flag = 'Y'
          AND ${notBlockedBetween('$1', 'user_id')}
        ORDER BY interest_date DESC, interest_id DESC
        LIMIT $2 OFFSET $3`,
      userId,
      slice,
    );
  }

  /**
   * The member's matches, the most recently completed first: the member's own interests
   * (interest_mine_idx) joined to the answer of each (interest_pair_key).
   */
  matches(userId: number, slice: Slice): Promise<number[]> {
    return this.ids(
      `SELECT mine.user_interest_id AS id
         FROM interest mine
         JOIN interest theirs
           ON theirs.user_id = mine.user_interest_id
          AND theirs.user_interest_id = mine.user_id
          AND theirs.active_flag = 'Y'
        WHERE mine.user_id = $1 AND mine.active_flag = 'Y'
          AND ${notBlockedBetween('$1', 'mine.user_interest_id')}
        ORDER BY GREATEST(mine.interest_date, theirs.interest_date) DESC, mine.user_interest_id DESC
        LIMIT $2 OFFSET $3`,
      userId,
      slice,
    );
  }

  private async ids(sql: string, userId: number, slice: Slice): Promise<number[]> {
    const rows = await this.dataSource.query<{ id: number }[]>(sql, [
      userId,
      slice.limit,
      slice.offset,
    ]);
    return rows.map((row) => row.id);
  }
}
