import {
  thaiSpouseFields,
  thaiSpouseTextsRequired,
  type RefTable,
  type SectionTable,
} from '@dating/contracts';

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
  /** The section's schema requires it (SPEC.md §5): marked in the form. */
  required?: boolean;
}

const hideable = true;
const required = true;

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
    { name: 'name', kind: 'text', hideable: false, required },
    { name: 'gender', kind: 'choice', table: 'GENDER', hideable: false, required },
    { name: 'occupation', kind: 'text', hideable: false },
    { name: 'c_email', kind: 'email', hideable: false, contact: true },
    { name: 'whats_app', kind: 'tel', hideable: false, contact: true },
    { name: 'phone', kind: 'tel', hideable: false, contact: true },
    { name: 'birthdate', kind: 'date', hideable, required },
    { name: 'country', kind: 'text', hideable: false, required },
    { name: 'caption', kind: 'text', hideable: false },
    { name: 'line', kind: 'text', hideable: false, contact: true },
    { name: 'facebook', kind: 'text', hideable: false, contact: true },
  ],
  PERSON_INFO: [
    { name: 'height', kind: 'number', hideable, required },
    { name: 'weight', kind: 'number', hideable, required },
    { name: 'shape', kind: 'choice', table: 'SHAPE', hideable },
    { name: 'marital_stat', kind: 'choice', table: 'MARITAL_STAT', hideable, required },
    { name: 'kids', kind: 'choice', table: 'KIDS', hideable, required },
    { name: 'num_child', kind: 'number', hideable },
    { name: 'live_with', kind: 'choice', table: 'LIVE_WITH', hideable },
    { name: 'influences_factor', kind: 'choice', table: 'INFLUENCES_FACTOR', hideable },
    { name: 'ethnicity', kind: 'choice', table: 'ETHNICITY', hideable },
    { name: 'religion', kind: 'choice', table: 'RELIGION', hideable },
    { name: 'zodiac', kind: 'choice', table: 'ZODIAC', hideable },
    { name: 'education', kind: 'choice', table: 'EDUCATION', hideable, required },
    { name: 'person_value', kind: 'multi', table: 'PERSON_VALUE', hideable },
  ],
  FAVORITE_INFO: [
    { name: 'drinking', kind: 'choice', table: 'DRINKING', hideable, required },
    { name: 'favorite', kind: 'multi', table: 'FAVORITE', hideable },
    { name: 'sexual_orien', kind: 'choice', table: 'SEXUAL_ORIEN', hideable },
    { name: 'free_time', kind: 'textarea', hideable },
    { name: 'politics', kind: 'choice', table: 'POLITICS', hideable },
    { name: 'smoking', kind: 'choice', table: 'SMOKING', hideable, required },
    { name: 'food', kind: 'multi', table: 'FOOD', hideable },
    { name: 'sport', kind: 'multi', table: 'SPORT', hideable },
    { name: 'community', kind: 'multi', table: 'COMMUNITY', hideable },
  ],
  DATE_INFO: [
    { name: 'looking_for', kind: 'choice', table: 'LOOKING_FOR', hideable, required },
    { name: 'gender_for', kind: 'choice', table: 'GENDER_FOR', hideable, required },
    { name: 'age_start', kind: 'age', hideable, required },
    { name: 'age_end', kind: 'age', hideable, required },
    { name: 'lang_important', kind: 'choice', table: 'LANG_IMPORTANT', hideable, required },
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

/** Section 1's answers that decide which questions of section 4 a member is asked. */
export interface SpouseFacts {
  gender: string | null;
  country: string | null;
}

const forForeignMen: ReadonlySet<string> = new Set(thaiSpouseFields);

/**
 * SPEC.md §5: the questions meant for foreign men (learning Thai, why a Thai spouse, what they
 * think about Thai women/men) are asked only of men outside Thailand; every other field always.
 */
export function isAsked(name: string, facts: SpouseFacts): boolean {
  return !forForeignMen.has(name) || thaiSpouseTextsRequired(facts.gender, facts.country);
}

/** A field the member must answer when asked: the schema's, and the foreign men's questions. */
export function isRequired(field: FieldDefinition): boolean {
  return field.required === true || forForeignMen.has(field.name);
}
