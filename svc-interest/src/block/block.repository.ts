import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type Audit } from '@dating/server';
import { type Slice } from '../interest/interest.repository';
import { type BlockedMember } from './blocked-cards';
import { notBlockedBetween } from './blocked-pair';

/** The member_block table: one row per pair and direction, never deleted. */
@Injectable()
export class BlockRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * `from` blocks `to` from now on: the pair's one row is created or reactivated at `version`.
   * False when `from` already blocked `to` (nothing changed).
   */
  async block(
    manager: EntityManager,
    from: number,
    to: BlockedMember,
    version: number,
    audit: Audit,
  ): Promise<boolean> {
    const changed = await manager.query<unknown[]>(
      `INSERT INTO member_block (user_id, blocked_user_id, blocked_name, block_date, active_flag,
                                 version, create_user, create_process)
       VALUES ($1, $2, $3, now(), 'Y', $4, $5, $6)
       ON CONFLICT (user_id, blocked_user_id) DO UPDATE
         SET active_flag = 'Y', block_date = now(), blocked_name = $3, version = $4,
             update_user = $5, update_datetime = now(), update_process = $6
         WHERE member_block.active_flag = 'N'
       RETURNING block_id`,
      [from, to.id, to.name, version, audit.user, audit.process],
    );
    return changed.length > 0;
  }

  /** `from` no longer blocks `to` from `version` on; a block `to` made stays. */
  async unblock(
    manager: EntityManager,
    from: number,
    to: number,
    version: number,
    audit: Audit,
  ): Promise<void> {
    await manager.query(
      `UPDATE member_block
          SET active_flag = 'N', version = $3,
              update_user = $4, update_datetime = now(), update_process = $5
        WHERE user_id = $1 AND blocked_user_id = $2 AND active_flag = 'Y'`,
      [from, to, version, audit.user, audit.process],
    );
  }

  /** Whether either member has blocked the other. */
  async eitherBlocked(
    a: number,
    b: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const [row] = await manager.query<{ free: boolean }[]>(
      `SELECT ${notBlockedBetween('$1::int', '$2::int')} AS free`,
      [a, b],
    );
    return row?.free === false;
  }

  /** Whom the member blocked, newest block first (member_block_mine_idx). */
  blockedBy(userId: number, slice: Slice): Promise<BlockedMember[]> {
    return this.dataSource.query<BlockedMember[]>(
      `SELECT blocked_user_id AS id, blocked_name AS name FROM member_block
        WHERE user_id = $1 AND active_flag = 'Y'
        ORDER BY block_date DESC, block_id DESC
        LIMIT $2 OFFSET $3`,
      [userId, slice.limit, slice.offset],
    );
  }

  /** How many members the member blocks, and how many block them (both indexes). */
  async counts(userId: number): Promise<{ made: number; by: number }> {
    const [row] = await this.dataSource.query<{ made: number; by: number }[]>(
      `SELECT (SELECT count(*) FROM member_block WHERE user_id = $1 AND active_flag = 'Y')::int AS made,
              (SELECT count(*) FROM member_block
                WHERE blocked_user_id = $1 AND active_flag = 'Y')::int AS by`,
      [userId],
    );
    return row ?? { made: 0, by: 0 };
  }
}
