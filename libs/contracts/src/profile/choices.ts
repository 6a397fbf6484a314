import type { Language } from '../language';

/** The choice lists of SPEC.md §3 (reference tables), plus ACTIVE_FLAG for yes/no questions. */
export const refTables = [
  'GENDER',
  'GENDER_FOR',
  'SHAPE',
  'MARITAL_STAT',
  'KIDS',
  'LIVE_WITH',
  'INFLUENCES_FACTOR',
  'ETHNICITY',
  'RELIGION',
  'ZODIAC',
  'EDUCATION',
  'PERSON_VALUE',
  'DRINKING',
  'SMOKING',
  'FAVORITE',
  'FOOD',
  'SPORT',
  'SEXUAL_ORIEN',
  'COMMUNITY',
  'POLITICS',
  'LOOKING_FOR',
  'LANG_IMPORTANT',
  'LEARN_TH',
  'PURCHASE_STATUS',
  'ACTIVE_FLAG',
] as const;
export type RefTable = (typeof refTables)[number];

/** Lists a member may pick several options from. */
export const multiChoiceTables: readonly RefTable[] = [
  'PERSON_VALUE',
  'FAVORITE',
  'FOOD',
  'SPORT',
  'COMMUNITY',
];

/** Yes/no questions: their options are ACTIVE_FLAG's (SPEC.md §3). */
const yesNoTables: readonly RefTable[] = ['LANG_IMPORTANT', 'LEARN_TH'];

/** The list whose options answer `table`'s question. */
export function optionsTableOf(table: RefTable): RefTable {
  return yesNoTables.includes(table) ? 'ACTIVE_FLAG' : table;
}

export function isMultiChoice(table: RefTable): boolean {
  return multiChoiceTables.includes(table);
}

/**
 * One option of a choice list. REFERENCE_VALUE_2_TEXT is the label in the caller's language;
 * REFERENCE_VALUE_3_TEXT carries the yes/no label for ACTIVE_FLAG (SPEC.md §3) and is null
 * elsewhere; `labels` has every language, so the interface can switch without asking again.
 */
export interface ChoiceOption {
  REFERENCE_CODE: string;
  REFERENCE_VALUE_2_TEXT: string;
  REFERENCE_VALUE_3_TEXT: string | null;
  labels: Record<Language, string>;
}

/** GET /api/load-rf/{refTable} and POST /api/get-value-text */
export interface ChoiceListResult {
  status: 'OK';
  message: string;
  result: ChoiceOption[];
}

/** POST /api/get-user-rf: a member's choices in one list. */
export interface UserChoice {
  ref_table_code: RefTable;
  ref_code: string;
  ref_desc: string | null;
}
