import type { RefTable, SectionTable } from '@dating/contracts';

/** How a field is asked for in the wizard (and so how its value looks in the form). */
export type FieldKind =
  'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'choice' | 'multi' | 'age';

export interface FieldDefinition {
  /** The body field of the section's save call, and the key of its value in the profile view. */
  name: string;
  kind: FieldKind;
  /** The choice list it is answered from (choice and multi). */
  table?: RefTable;
  /** The owner may hide it from other members (`hidden_fields`). */
  hideable: boolean;
  /** Contact details: the owner's own, or another member's when the server allows it (SPEC.md §4). */
  contact?: boolean;
}

const hideable = true;

/** The wizard's sections 1–4 by index (SPEC.md §2). */
export const wizardSections: readonly SectionTable[] = [
  'USER_INFO',
  'PERSON_INFO',
  'FAVORITE_INFO',
  'DATE_INFO',
];

/** The section shown at wizard index 1–4. */
export function sectionAt(index: number): SectionTable {
  const table = wizardSections[index - 1];
  if (!table) throw new Error(`No profile section at index ${index}`);
  return table;
}

export function indexOfSection(table: SectionTable): number {
  return wizardSections.indexOf(table) + 1;
}

/** Each section's fields in SPEC.md §2's order (the order of the form). */
export const sectionFields: Record<SectionTable, readonly FieldDefinition[]> = {
  USER_INFO: [
    { name: 'name', kind: 'text', hideable: false },
    { name: 'gender', kind: 'choice', table: 'GENDER', hideable: false },
    { name: 'occupation', kind: 'text', hideable: false },
    { name: 'c_email', kind: 'email', hideable: false, contact: true },
    { name: 'whats_app', kind: 'tel', hideable: false, contact: true },
    { name: 'phone', kind: 'tel', hideable: false, contact: true },
    { name: 'birthdate', kind: 'date', hideable },
    { name: 'country', kind: 'text', hideable: false },
    { name: 'caption', kind: 'text', hideable: false },
    { name: 'line', kind: 'text', hideable: false, contact: true },
    { name: 'facebook', kind: 'text', hideable: false, contact: true },
  ],
  PERSON_INFO: [
    { name: 'height', kind: 'number', hideable },
    { name: 'weight', kind: 'number', hideable },
    { name: 'shape', kind: 'choice', table: 'SHAPE', hideable },
    { name: 'marital_stat', kind: 'choice', table: 'MARITAL_STAT', hideable },
    { name: 'kids', kind: 'choice', table: 'KIDS', hideable },
    { name: 'num_child', kind: 'number', hideable },
    { name: 'live_with', kind: 'choice', table: 'LIVE_WITH', hideable },
    { name: 'influences_factor', kind: 'choice', table: 'INFLUENCES_FACTOR', hideable },
    { name: 'ethnicity', kind: 'choice', table: 'ETHNICITY', hideable },
    { name: 'religion', kind: 'choice', table: 'RELIGION', hideable },
    { name: 'zodiac', kind: 'choice', table: 'ZODIAC', hideable },
    { name: 'education', kind: 'choice', table: 'EDUCATION', hideable },
    { name: 'person_value', kind: 'multi', table: 'PERSON_VALUE', hideable },
  ],
  FAVORITE_INFO: [
    { name: 'drinking', kind: 'choice', table: 'DRINKING', hideable },
    { name: 'favorite', kind: 'multi', table: 'FAVORITE', hideable },
    { name: 'sexual_orien', kind: 'choice', table: 'SEXUAL_ORIEN', hideable },
    { name: 'free_time', kind: 'textarea', hideable },
    { name: 'politics', kind: 'choice', table: 'POLITICS', hideable },
    { name: 'smoking', kind: 'choice', table: 'SMOKING', hideable },
    { name: 'food', kind: 'multi', table: 'FOOD', hideable },
    { name: 'sport', kind: 'multi', table: 'SPORT', hideable },
    { name: 'community', kind: 'multi', table: 'COMMUNITY', hideable },
  ],
  DATE_INFO: [
    { name: 'looking_for', kind: 'choice', table: 'LOOKING_FOR', hideable },
    { name: 'gender_for', kind: 'choice', table: 'GENDER_FOR', hideable },
    { name: 'age_start', kind: 'age', hideable },
    { name: 'age_end', kind: 'age', hideable },
    { name: 'lang_important', kind: 'choice', table: 'LANG_IMPORTANT', hideable },
    { name: 'learn_th', kind: 'choice', table: 'LEARN_TH', hideable },
    { name: 'th_spouse_reason', kind: 'textarea', hideable },
    { name: 'th_women_think', kind: 'textarea', hideable },
    { name: 'spouse_expect', kind: 'textarea', hideable },
  ],
};

/** The choice lists a section's form needs. */
export function choiceTablesOf(table: SectionTable): RefTable[] {
  return sectionFields[table].flatMap((field) => (field.table ? [field.table] : []));
}
