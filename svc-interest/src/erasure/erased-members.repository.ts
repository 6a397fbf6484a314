import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Outbox } from '@dating/server';
import { ErasedMemberEntity } from './erased-member.entity';

/**
 * A member's erasure lock: taken alone by their erasure, shared by every write of rows about
 * them. The two-key form with -2 first is apart from the pair locks (both ids at least 1), the
 * sender locks (0 first), the notification locks (-1 first) and the one-key report lock. Only
 * an erasure waits for it alone, and it takes no other advisory lock: no lock waits on it in a
 * cycle.
 */
const lockSql = (mode: 'alone' | 'shared') =>
  `SELECT pg_advisory_xact_lock${mode === 'shared' ? '_shared' : ''}(-2, id)
     FROM unnest($1::int[]) AS id`;

/**
 * ERASED_MEMBER (the tombstones) and ERASED_MEMBER_FEED (the live feeds an erasure still has to
 * clean), and the lock that orders an erasure and the writes about the member.
 */
@Injectable()
export class ErasedMembersRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Takes the member's lock for the erasure's transaction: a replica erasing them at the same
   * moment waits until this one commits, then finds the tombstone. Answers whether they were
   * erased already.
   */
  async lockForErasure(manager: EntityManager, userId: number): Promise<boolean> {
    await manager.query(lockSql('alone'), [[userId]]);
    return manager.existsBy(ErasedMemberEntity, { userId });
  }

  /**
   * Keeps these members from being erased until the caller's transaction ends, so what it
   * writes about them is either seen by the erasure or not written at all. Answers those erased
   * already: the caller writes nothing about them.
   */
  async hold(manager: EntityManager, userIds: readonly number[]): Promise<Set<number>> {
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    await manager.query(lockSql('shared'), [ids]);
    const rows = await manager.query<{ user_id: number }[]>(
      'SELECT user_id FROM erased_member WHERE user_id = ANY($1::int[])',
      [ids],
    );
    return new Set(rows.map((row) => row.user_id));
  }

  /**
   * Runs `work` in a transaction (the outbox's) that holds the member's erasure off; null,
   * without running it, when they were erased: a late or replayed event about them keeps
   * nothing.
   */
  unlessErased<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T | null> {
    return this.outbox.transaction(async (manager) =>
      (await this.hold(manager, [userId])).size > 0 ? null : work(manager),
    );
  }

  isErased(userId: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(ErasedMemberEntity, { userId });
  }

  /** The member's tombstone, and the live feeds their erasure has still to clean. */
  async tombstone(
    manager: EntityManager,
    userId: number,
    erasedAt: Date,
    feeds: readonly number[],
  ): Promise<void> {
    await manager.insert(ErasedMemberEntity, { userId, erasedAt });
    await manager.query(
      `INSERT INTO erased_member_feed (user_id, feed_user_id)
       SELECT $1, feed FROM unnest($2::int[]) AS feed ON CONFLICT DO NOTHING`,
      [userId, feeds],
    );
  }

  /** The feeds the member's erasure has still to clean, the member's own first. */
  async feedsLeft(userId: number): Promise<number[]> {
    const rows = await this.dataSource.query<{ feed_user_id: number }[]>(
      `SELECT feed_user_id FROM erased_member_feed WHERE user_id = $1
        ORDER BY feed_user_id <> $1, feed_user_id`,
      [userId],
    );
    return rows.map((row) => row.feed_user_id);
  }

  async feedCleaned(userId: number, feedUserId: number): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM erased_member_feed WHERE user_id = $1 AND feed_user_id = $2',
      [userId, feedUserId],
    );
  }
}
