import { type RefTable } from '@dating/contracts';
import { type EntityManager } from 'typeorm';

/** The choice lists user_info carries a copy of, for search to filter on one indexed table. */
const copiedLists: readonly RefTable[] = ['GENDER', 'KIDS', 'RELIGION', 'EDUCATION'];

/** Whether a change to these lists (all of them when undefined) can change a copied choice. */
export function touchesSearchChoices(tables: readonly RefTable[] | undefined): boolean {
  return tables === undefined || tables.some((table) => copiedLists.includes(table));
}

/**
 * user_info.gender, kids, religion and education are search's copies of the member's choices
 * in those lists. Called inside the transaction that changed a choice, so the two never disagree.
 */
export async function syncSearchChoices(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(
    `UPDATE user_info AS info
        SET gender = choice.gender, kids = choice.kids,
            religion = choice.religion, education = choice.education
       FROM (SELECT max(ref_code) FILTER (WHERE ref_table_code = 'GENDER' AND newest) AS gender,
                    max(ref_code) FILTER (WHERE ref_table_code = 'KIDS' AND newest) AS kids,
                    max(ref_code) FILTER (WHERE ref_table_code = 'RELIGION' AND newest) AS religion,
                    max(ref_code) FILTER (WHERE ref_table_code = 'EDUCATION' AND newest) AS education
               FROM (SELECT ref_table_code, ref_code,
                            id = max(id) OVER (PARTITION BY ref_table_code) AS newest
                       FROM user_sys_ref
                      WHERE user_id = $1
                        AND ref_table_code IN ('GENDER', 'KIDS', 'RELIGION', 'EDUCATION')) AS answers
            ) AS choice
      WHERE info.user_id = $1
        AND (info.gender, info.kids, info.religion, info.education)
            IS DISTINCT FROM (choice.gender, choice.kids, choice.religion, choice.education)`,
    [userId],
  );
}
