import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';

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

/**
 * What svc-profile erases of a deleted member. The erasure lock and the tombstone (erased_member)
 * are libs/server's, as in the other services.
 */
@Injectable()
export class MemberErasureRepository {
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
}
