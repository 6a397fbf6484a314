import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';

/** The advisory lock class of member erasure; the member's id is the lock's second key. */
const erasureLock = "hashtext('member-erasure')";

/**
 * Every table that holds rows about a member, with the condition (`$1` the member's id) that
 * finds them: the member's own rows, and other members' rows that pair them with the member.
 * menu_item, reference and setting_img (the site's), photo_grant_key and search_cursor_key (one
 * key each) and the migrations' own table hold nothing about members; the outbox is erased by
 * `Outbox.forgetMember`.
 */
const memberRows = {
  user_info: 'user_id = $1',
  person_info: 'user_id = $1',
  favorite_info: 'user_id = $1',
  date_info: 'user_id = $1',
  user_sys_ref: 'user_id = $1',
  user_img: 'user_id = $1',
  photo_removal: 'user_id = $1',
  photo_verification: 'user_id = $1',
  reported_member: 'user_id = $1',
  member_status: 'user_id = $1',
  contact_membership: 'user_id = $1',
  contact_response: 'user_id = $1 OR other_user_id = $1',
  block_fact: 'blocker_id = $1 OR blocked_id = $1',
  sensitive_consent_log: 'user_id = $1',
} as const;

async function anyErased(manager: EntityManager, userIds: readonly number[]): Promise<boolean> {
  const [row] = await manager.query<{ erased: boolean }[]>(
    'SELECT EXISTS (SELECT 1 FROM erased_member WHERE user_id = ANY($1::int[])) AS erased',
    [userIds],
  );
  return row?.erased === true;
}

/**
 * For a write that makes rows for members (a read model fed by events, a profile save), first
 * in its transaction: holds off these members' erasure until the transaction ends, and answers
 * false when one of them is erased already, so the write is skipped and nothing comes back.
 */
export async function lockUnlessErased(
  manager: EntityManager,
  userIds: readonly number[],
): Promise<boolean> {
  for (const userId of [...new Set(userIds)].sort((one, other) => one - other))
    await manager.query(`SELECT pg_advisory_xact_lock_shared(${erasureLock}, $1)`, [userId]);
  // A statement of its own: one begun before the lock was granted would not see the tombstone
  // of an erasure that committed while it waited.
  return !(await anyErased(manager, userIds));
}

/** What svc-profile erases of a deleted member, and its tombstone (erased_member). */
@Injectable()
export class MemberErasureRepository {
  /**
   * Takes the member's erasure lock for the transaction (writes for them wait, and so does
   * another replica erasing them); false when they were erased before.
   */
  async lockForErasure(manager: EntityManager, userId: number): Promise<boolean> {
    await manager.query(`SELECT pg_advisory_xact_lock(${erasureLock}, $1)`, [userId]);
    return !(await anyErased(manager, [userId]));
  }

  /** The uploads the member's photo slots and verification requests bind, and no one else's. */
  async storedFiles(manager: EntityManager, userId: number): Promise<string[]> {
    const rows = await manager.query<{ file: string }[]>(
      `SELECT own.file FROM (
         SELECT img_file AS file FROM user_img WHERE user_id = $1
         UNION
         SELECT selfie_file FROM photo_verification WHERE user_id = $1 AND selfie_file IS NOT NULL
       ) AS own
        WHERE NOT EXISTS (SELECT 1 FROM user_img WHERE img_file = own.file AND user_id <> $1)
          AND NOT EXISTS (SELECT 1 FROM setting_img WHERE img_file = own.file)
          AND NOT EXISTS (SELECT 1 FROM photo_verification
                           WHERE selfie_file = own.file AND user_id <> $1)`,
      [userId],
    );
    return rows.map((row) => row.file);
  }

  /** Deletes every row about the member; answers how many per table. */
  async eraseRows(manager: EntityManager, userId: number): Promise<Record<string, number>> {
    const erased: Record<string, number> = {};
    for (const [table, where] of Object.entries(memberRows)) {
      const [, deleted] = await manager.query<[unknown, number]>(
        `DELETE FROM ${table} WHERE ${where}`,
        [userId],
      );
      erased[table] = deleted;
    }
    return erased;
  }

  async tombstone(manager: EntityManager, userId: number, at: Date): Promise<void> {
    await manager.query('INSERT INTO erased_member (user_id, erased_at) VALUES ($1, $2)', [
      userId,
      at,
    ]);
  }
}
