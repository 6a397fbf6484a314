import { Inject, Injectable } from '@nestjs/common';
import { type BlockPairsResult } from '@dating/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** One direction of a pair as svc-interest numbered its last change. */
export type BlockPair = BlockPairsResult['pairs'][number];

const keepSql = `
  INSERT INTO block_fact (blocker_id, blocked_id, blocked, version)
  SELECT * FROM unnest($1::int[], $2::int[], $3::boolean[], $4::bigint[])
  ON CONFLICT (blocker_id, blocked_id) DO UPDATE
    SET blocked = EXCLUDED.blocked, version = EXCLUDED.version
  WHERE EXCLUDED.version > block_fact.version`;

/**
 * block_fact and block_known. Every write keeps only what is newer than the row, so events
 * redelivered or out of order, and answers that cross them, leave the newest.
 */
@Injectable()
export class BlockFactsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async keep(pair: BlockPair): Promise<void> {
    await this.keepPairs(this.dataSource.manager, [pair]);
  }

  /** svc-interest's answer for `userId`: their pairs, then that their blocks are all known. */
  async keepAllOf(userId: number, pairs: readonly BlockPair[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.keepPairs(manager, pairs);
      await manager.query(
        'INSERT INTO block_known (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
        [userId],
      );
    });
  }

  async isKnown(userId: number): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM block_known WHERE user_id = $1',
      [userId],
    );
    return rows.length > 0;
  }

  private async keepPairs(manager: EntityManager, pairs: readonly BlockPair[]): Promise<void> {
    if (pairs.length === 0) return;
    await manager.query(keepSql, [
      pairs.map((pair) => pair.blocker_id),
      pairs.map((pair) => pair.blocked_id),
      pairs.map((pair) => pair.blocked),
      pairs.map((pair) => pair.version),
    ]);
  }
}
