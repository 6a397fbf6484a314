import { type RefTable } from '@dating/contracts';
import { type EntityManager } from 'typeorm';

/** Whether a change to these lists (all of them when undefined) can change the member's gender. */
export function touchesGender(tables: readonly RefTable[] | undefined): boolean {
  return tables === undefined || tables.includes('GENDER');
}

/**
 * user_info.gender is search's copy of the member's GENDER choice (one indexed table to filter
 * on). Called inside the transaction that changed the choice, so the two never disagree.
 */
export async function syncMemberGender(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(
    `UPDATE user_info AS info SET gender = choice.code
       FROM (SELECT (SELECT ref_code FROM user_sys_ref
                      WHERE user_id = $1 AND ref_table_code = 'GENDER'
                      ORDER BY id DESC LIMIT 1) AS code) AS choice
      WHERE info.user_id = $1 AND info.gender IS DISTINCT FROM choice.code`,
    [userId],
  );
}
