import {
  ageBounds,
  answersSensitiveFields,
  sensitiveConsent,
  type ChoiceLabel,
  type ChoiceOption,
  type Language,
  type ProfileView,
  type SectionTable,
  type ViewSection,
} from '@dating/contracts';
import type { SelectOption } from '@dating/ui';
import { sectionFields, type FieldDefinition } from '../sections/fields';

/** A field's value as the form holds it: text, or the codes of a multi-choice. */
export type FieldValue = string | string[];

/** One section of the wizard: its values and the fields the member hides from others. */
export interface SectionForm {
  values: Record<string, FieldValue>;
  hidden: string[];
}

function emptyValue(field: FieldDefinition): FieldValue {
  if (field.kind === 'multi') return [];
  if (field.kind === 'age') return String(ageBounds.min);
  return '';
}

export function emptyForm(table: SectionTable): SectionForm {
  const values: Record<string, FieldValue> = {};
  for (const field of sectionFields[table]) values[field.name] = emptyValue(field);
  return { values, hidden: [] };
}

function isChoice(value: unknown): value is ChoiceLabel {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** The owner's profile view (codes and every value) as the section's form. */
export function formFromView(table: SectionTable, section: ViewSection | null): SectionForm {
  const form = emptyForm(table);
  if (!section) return form;
  for (const field of sectionFields[table]) {
    const value = section.values[field.name];
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) form.values[field.name] = value.map((choice) => choice.code);
    else if (isChoice(value)) form.values[field.name] = value.code;
    else form.values[field.name] = String(value);
  }
  const names = new Set(sectionFields[table].map((field) => field.name));
  form.hidden = section.hidden.filter((name) => names.has(name));
  return form;
}

/**
 * The section's save call body, before the section's schema checks it; with the consent the
 * member ticked (`consentIn`: the language its text was shown in) when they answer any
 * special-category field.
 */
export function formBody(
  form: SectionForm,
  userId: number,
  consentIn: Language | null = null,
): Record<string, FieldValue | number | string[] | { version: string; lang: Language }> {
  const body = { user_id: userId, ...form.values, hidden_fields: form.hidden };
  return consentIn && answersSensitiveFields(form.values)
    ? { ...body, sensitive_consent: { version: sensitiveConsent.version, lang: consentIn } }
    : body;
}

/** Section 4's rule looks at section 1's gender and country. */
export function userInfoOf(form: SectionForm): { gender: string | null; country: string | null } {
  const text = (value: FieldValue | undefined) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  return { gender: text(form.values.gender), country: text(form.values.country) };
}

/** A choice list's options for a drop-down, labelled in the interface's language. */
export function toSelectOptions(
  options: readonly ChoiceOption[] | undefined,
  language: Language,
): SelectOption[] {
  return (options ?? []).map((option) => ({
    value: option.REFERENCE_CODE,
    label: option.labels[language] || option.REFERENCE_VALUE_2_TEXT,
  }));
}

/** Every section's form, from the owner's profile view (or empty when nothing is saved). */
export function formsFromView(profile: ProfileView | null): Record<SectionTable, SectionForm> {
  return {
    USER_INFO: formFromView('USER_INFO', profile?.sections.USER_INFO ?? null),
    PERSON_INFO: formFromView('PERSON_INFO', profile?.sections.PERSON_INFO ?? null),
    FAVORITE_INFO: formFromView('FAVORITE_INFO', profile?.sections.FAVORITE_INFO ?? null),
    DATE_INFO: formFromView('DATE_INFO', profile?.sections.DATE_INFO ?? null),
  };
}
