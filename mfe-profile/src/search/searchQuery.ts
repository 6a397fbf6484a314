import {
  ageBounds,
  searchGenders,
  sectionTables,
  type CategoryResult,
  type RefTable,
  type SearchGender,
  type SearchSort,
  MessageCode,
} from '@dating/contracts';
import type { CardPage } from '@dating/portal';

/** The filters answered from a choice list, and that list. */
export const choiceFilters = {
  kids: 'KIDS',
  religion: 'RELIGION',
  education: 'EDUCATION',
} as const satisfies Record<string, RefTable>;
export type ChoiceFilter = keyof typeof choiceFilters;
export const choiceFilterNames = Object.keys(choiceFilters) as ChoiceFilter[];

/**
 * What the member searches for: the radio filter and the age range (SPEC.md §2, §5), the
 * optional filters, and the order.
 */
export interface SearchFilter {
  gender_for: SearchGender;
  age_start: number;
  age_end: number;
  /** Only members with the verified-photo badge. */
  verified_only?: boolean;
  /** Only members with a photo. */
  has_photo?: boolean;
  /** Section 1's country, as members type it (the server ignores case). */
  country?: string;
  /** Codes of the KIDS, RELIGION and EDUCATION lists. */
  kids?: string;
  religion?: string;
  education?: string;
  /** Newest first unless 'active' (the most recently active first). */
  sort?: SearchSort;
}

/** The radio filter's options in SPEC.md's order; All is the default. */
export const genderFilters: readonly SearchGender[] = searchGenders;

/** The ages a range may start at (18–99), or end at: from `from` up (SPEC.md §5). */
export function ageOptions(from: number = ageBounds.min): number[] {
  const start = clampAge(from);
  return Array.from({ length: ageBounds.max - start + 1 }, (_, index) => start + index);
}

function clampAge(age: number): number {
  return Math.min(ageBounds.max, Math.max(ageBounds.min, Math.trunc(age)));
}

function ageOf(value: unknown): number {
  const age = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof age === 'number' && Number.isFinite(age) ? clampAge(age) : ageBounds.min;
}

/**
 * The filter a search starts with: the age range of interest the member gave in DATE_INFO
 * (`profileCalls.sectionRows`) and the gender they look for (their GENDER_FOR choice, which is
 * stored with their choices, not in that row). Without them, All and every age (18–99), so that
 * a member who has not said yet still finds people (the page says what to fill in).
 */
export function initialFilter(
  dateInfoRows: readonly Record<string, unknown>[],
  genderLookedFor?: string,
): SearchFilter {
  const row = dateInfoRows[0];
  const gender_for = genderFilters.find((gender) => gender === genderLookedFor) ?? 'ALL';
  if (row?.age_start == null || row.age_end == null || row.age_start === '' || row.age_end === '')
    return { gender_for, age_start: ageBounds.min, age_end: ageBounds.max };
  const start = ageOf(row.age_start);
  return { gender_for, age_start: start, age_end: Math.max(start, ageOf(row.age_end)) };
}

/** A new start; an end below it moves up with it. */
export function withAgeStart(filter: SearchFilter, start: number): SearchFilter {
  const age = clampAge(start);
  return { ...filter, age_start: age, age_end: Math.max(age, filter.age_end) };
}

/** A new end, never below the start. */
export function withAgeEnd(filter: SearchFilter, end: number): SearchFilter {
  return { ...filter, age_end: Math.max(filter.age_start, clampAge(end)) };
}

/** The input of `profileCalls.cardsGet` for a member's search; `cursor` asks for the next page. */
export function searchBody(userId: number, filter: SearchFilter, cursor: string | null) {
  return {
    user_id: userId,
    gender_for: filter.gender_for,
    age_start: filter.age_start,
    age_end: filter.age_end,
    ...(filter.country ? { country: filter.country } : {}),
    ...(filter.has_photo ? { has_photo: true } : {}),
    ...(filter.verified_only ? { verified_only: true } : {}),
    ...(filter.kids ? { kids: filter.kids } : {}),
    ...(filter.religion ? { religion: filter.religion } : {}),
    ...(filter.education ? { education: filter.education } : {}),
    ...(filter.sort === 'active' ? { sort: filter.sort } : {}),
    ...(cursor === null ? {} : { cursor }),
  };
}

/**
 * A search's answer as a page of cards, with the order it was served in; a list without a
 * cursor is the last page.
 */
export function searchPage(answer: CategoryResult): CardPage<string> {
  if (Array.isArray(answer)) return { cards: answer, next: null };
  return { cards: answer.result, next: answer.next_cursor, sort: answer.sort };
}

/**
 * Whether the search asked for the most recently active first but was served newest first:
 * the server does that for a member who hides their own activity (they see nobody's).
 */
export function activeSortRefused(filter: SearchFilter, served: SearchSort | undefined): boolean {
  return filter.sort === 'active' && served !== undefined && served !== 'active';
}

/** One filter that narrows a search, to say which are on when nobody fits. */
export type FilterOn =
  | { name: 'gender_for'; value: SearchGender }
  | { name: 'age'; start: number; end: number }
  | { name: 'country'; value: string }
  | { name: 'has_photo' | 'verified_only' }
  | { name: ChoiceFilter; code: string };

/** The filters that narrow `filter`'s search: a gender other than All, a range short of 18–99. */
export function filtersOn(filter: SearchFilter): FilterOn[] {
  const on: FilterOn[] = [];
  if (filter.gender_for !== 'ALL') on.push({ name: 'gender_for', value: filter.gender_for });
  if (filter.age_start !== ageBounds.min || filter.age_end !== ageBounds.max)
    on.push({ name: 'age', start: filter.age_start, end: filter.age_end });
  if (filter.country) on.push({ name: 'country', value: filter.country });
  if (filter.has_photo) on.push({ name: 'has_photo' });
  if (filter.verified_only) on.push({ name: 'verified_only' });
  for (const name of choiceFilterNames) {
    const code = filter[name];
    if (code) on.push({ name, code });
  }
  return on;
}

/** Whether a filter beyond gender and age (those behind 'More filters' on a phone) is on. */
export function hasMoreFilters(filter: SearchFilter): boolean {
  return filtersOn(filter).some((on) => on.name !== 'gender_for' && on.name !== 'age');
}

/** What a search refused for lack of the member's own Date Information (SPEC.md §5). */
export type MissingSearchSection = 'gender' | 'age';

/**
 * The part of Date Information the search answered is missing ('Gender looking for not
 * found.', 'Age range of interest not found.'), by the refusal's code; null for every other
 * failure.
 */
export function missingSearchSection(code: string): MissingSearchSection | null {
  if (code === MessageCode.searchGenderMissing) return 'gender';
  if (code === MessageCode.searchAgeMissing) return 'age';
  return null;
}

/** The `section_index` of Date Information, the section the edit page opens (1–4). */
export const dateInfoSection = sectionTables.indexOf('DATE_INFO') + 1;

function hasAge(value: unknown): boolean {
  const age = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof age === 'number' && Number.isFinite(age);
}

/**
 * Whether the member's DATE_INFO rows lack the age range of interest (no row at all, e.g. after
 * 'No (later)'): the search then starts from the defaults and says what is missing.
 */
export function missingAgeRange(dateInfoRows: readonly Record<string, unknown>[]): boolean {
  const row = dateInfoRows[0];
  return !row || !hasAge(row.age_start) || !hasAge(row.age_end);
}
