import { z } from 'zod';
import { languages } from '../language';
import { saidFields } from '../said-fields';

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
export const choiceOptionSchema = z.object({
  REFERENCE_CODE: z.string(),
  REFERENCE_VALUE_2_TEXT: z.string(),
  REFERENCE_VALUE_3_TEXT: z.string().nullable(),
  labels: z.record(z.enum(languages), z.string()),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** GET /api/load-rf/{refTable} and POST /api/get-value-text */
export const choiceListResultSchema = z.object({
  status: z.literal('OK'),
  ...saidFields,
  result: z.array(choiceOptionSchema),
});
export type ChoiceListResult = z.infer<typeof choiceListResultSchema>;

/** One of a member's choices. */
export const userChoiceSchema = z.object({
  ref_table_code: z.enum(refTables),
  ref_code: z.string(),
  ref_desc: z.string().nullable(),
});
export type UserChoice = z.infer<typeof userChoiceSchema>;

/** POST /api/get-user-rf: a member's choices in one list. */
export const userChoicesResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(userChoiceSchema),
});
export type UserChoicesResult = z.infer<typeof userChoicesResultSchema>;
