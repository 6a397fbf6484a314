import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/*
 * A deleted member's tombstone in each service's `erased_member` table (issue 29): the id and
 * when, nothing else. With it comes the member's erasure lock, taken alone by their erasure and
 * shared by every write of rows about them, so that such a write is either seen by the erasure
 * or refused, and a redelivered event or a second replica erases nothing twice. The lock's first
 * key, -2, keeps it apart from the services' other advisory locks (pairs of member ids, 0 and -1
 * first, and one-key locks). Only an erasure waits for it alone, and it takes no other advisory
 * lock, so no wait on it runs in a cycle.
 */
const erasureLockClass = -2;

async function erasedAmong(manager: EntityManager, userIds: readonly number[]) {
  const rows = await manager.query<{ user_id: number }[]>(
    'SELECT user_id FROM erased_member WHERE user_id = ANY($1::int[])',
    [userIds],
  );
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Takes the member's erasure lock alone for the erasure's transaction: a replica erasing them at
 * the same moment waits until this one commits, then finds the tombstone. Answers whether they
 * were erased already.
 */
export async function lockForErasure(manager: EntityManager, userId: number): Promise<boolean> {
  await manager.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [erasureLockClass, userId]);
  return (await erasedAmong(manager, [userId])).size > 0;
}

/**
 * Keeps these members from being erased until the caller's transaction ends. Answers those
 * erased already: the caller writes nothing about them.
 */
export async function holdOffErasure(
  manager: EntityManager,
  userIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(userIds)].sort((one, other) => one - other);
  await manager.query(
    'SELECT pg_advisory_xact_lock_shared($1::int, id) FROM unnest($2::int[]) AS id',
    [erasureLockClass, ids],
  );
  // A statement of its own: one begun before the lock was granted would not see the tombstone
  // of an erasure that committed while it waited.
  return erasedAmong(manager, ids);
}

/** The tombstone, in the erasure's transaction. */
export async function recordErasure(
  manager: EntityManager,
  userId: number,
  erasedAt: Date,
): Promise<void> {
  await manager.query('INSERT INTO erased_member (user_id, erased_at) VALUES ($1, $2)', [
    userId,
    erasedAt,
  ]);
}

/** Whether the member was erased, outside any lock: for events that only skip them. */
export async function isErased(manager: EntityManager, userId: number): Promise<boolean> {
  return (await erasedAmong(manager, [userId])).size > 0;
}

/** The same, for a service's providers: `erasedMembers.hold(manager, [id])` and so on. */
@Injectable()
export class ErasedMembers {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  lockForErasure(manager: EntityManager, userId: number): Promise<boolean> {
    return lockForErasure(manager, userId);
  }

  /** Whether `userId` was erased, holding their erasure off for the caller's transaction. */
  async hold(manager: EntityManager, userId: number): Promise<boolean> {
    return (await holdOffErasure(manager, [userId])).size > 0;
  }

  holdAll(manager: EntityManager, userIds: readonly number[]): Promise<Set<number>> {
    return holdOffErasure(manager, userIds);
  }

  tombstone(manager: EntityManager, userId: number, erasedAt: Date): Promise<void> {
    return recordErasure(manager, userId, erasedAt);
  }

  isErased(userId: number): Promise<boolean> {
    return isErased(this.dataSource.manager, userId);
  }
}
