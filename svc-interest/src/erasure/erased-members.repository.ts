import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { holdOffErasure, isErased, lockForErasure, Outbox, recordErasure } from '@dating/server';

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
  lockForErasure(manager: EntityManager, userId: number): Promise<boolean> {
    return lockForErasure(manager, userId);
  }

  /**
   * Keeps these members from being erased until the caller's transaction ends, so what it
   * writes about them is either seen by the erasure or not written at all. Answers those erased
   * already: the caller writes nothing about them.
   */
  hold(manager: EntityManager, userIds: readonly number[]): Promise<Set<number>> {
    return holdOffErasure(manager, userIds);
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
    return isErased(this.dataSource.manager, userId);
  }

  /** The member's tombstone, and the live feeds their erasure has still to clean. */
  async tombstone(
    manager: EntityManager,
    userId: number,
    erasedAt: Date,
    feeds: readonly number[],
  ): Promise<void> {
    await recordErasure(manager, userId, erasedAt);
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
