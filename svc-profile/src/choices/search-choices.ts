import { type RefTable } from '@dating/contracts';

/**
 * The choice lists user_info carries a copy of, for search to filter on one indexed table
 * (synced by user-choices.repository.ts).
 */
const copiedLists: readonly RefTable[] = ['GENDER', 'KIDS', 'RELIGION', 'EDUCATION'];

/** Whether a change to these lists (all of them when undefined) can change a copied choice. */
export function touchesSearchChoices(tables: readonly RefTable[] | undefined): boolean {
  return tables === undefined || tables.some((table) => copiedLists.includes(table));
}
