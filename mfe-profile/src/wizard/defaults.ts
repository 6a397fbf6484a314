import { ageBounds, ageInYears } from '@dating/contracts';
import type { SectionForm } from './form';

/** How far either side of the member's own age the default age range reaches. */
export const defaultAgeSpread = 10;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const clampAge = (age: number) => Math.min(ageBounds.max, Math.max(ageBounds.min, age));

/**
 * The age range a first search finds people with: the member's own age ±10, within 18–99.
 * Null without a usable birthdate.
 */
export function defaultAgeRange(
  birthdate: string | null,
  today: Date,
): { start: number; end: number } | null {
  if (!birthdate || !isoDate.test(birthdate)) return null;
  const age = ageInYears(birthdate, today);
  if (!Number.isFinite(age)) return null;
  return { start: clampAge(age - defaultAgeSpread), end: clampAge(age + defaultAgeSpread) };
}

/**
 * The gender looked for, in the Thai–Norwegian sense: a man looks for a woman and a woman for a
 * man. Ladyboys and transgender members choose themselves (the list has no 'All'): null.
 */
export function defaultGenderFor(gender: string | null): string | null {
  if (gender === 'M') return 'F';
  if (gender === 'F') return 'M';
  return null;
}

const text = (value: SectionForm['values'][string] | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Date Information as the wizard first offers it when none is saved: section 1's birthdate
 * gives the age range and its gender the gender looked for. A value the member already chose
 * (a gender looked for) is kept; the age range is only set while it is still the empty 18–18.
 */
export function withDateInfoDefaults(
  dateInfo: SectionForm,
  userInfo: SectionForm,
  today: Date,
): SectionForm {
  const values = { ...dateInfo.values };
  const range = defaultAgeRange(text(userInfo.values.birthdate), today);
  const untouchedRange =
    Number(values.age_start ?? ageBounds.min) === ageBounds.min &&
    Number(values.age_end ?? ageBounds.min) === ageBounds.min;
  if (range && untouchedRange) {
    values.age_start = String(range.start);
    values.age_end = String(range.end);
  }
  const genderFor = defaultGenderFor(text(userInfo.values.gender));
  if (genderFor && !text(values.gender_for)) values.gender_for = genderFor;
  return { ...dateInfo, values };
}
