import { Inject, Injectable } from '@nestjs/common';
import { type EventPayload, type interestBlockEvent } from '@dating/contracts';
import { holdOffErasure } from '@dating/server';
import { DataSource } from 'typeorm';

/** One direction of a pair as svc-interest numbered its last change. */
export type BlockPair = EventPayload<typeof interestBlockEvent>;

/**
 * block_fact. Every write keeps only what is newer than the row, so events redelivered or out
 * of order leave the newest, and none names an erased member.
 */
@Injectable()
export class BlockFactsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async keep(pair: BlockPair): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [pair.blocker_id, pair.blocked_id])).size > 0) return;
      await manager.query(
        `INSERT INTO block_fact (blocker_id, blocked_id, blocked, version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (blocker_id, blocked_id) DO UPDATE
           SET blocked = EXCLUDED.blocked, version = EXCLUDED.version
         WHERE EXCLUDED.version > block_fact.version`,
        [pair.blocker_id, pair.blocked_id, pair.blocked, pair.version],
      );
    });
  }
}
