import {
  ageBounds,
  Messages,
  searchGenders,
  sectionTables,
  type CategoryResult,
  type SearchGender,
} from '@dating/contracts';
import type { CardPage } from '../cards/pagedCards';

/** What the member searches for: the radio filter and the age range (SPEC.md §2, §5). */
export interface SearchFilter {
  gender_for: SearchGender;
  age_start: number;
  age_end: number;
  /** Only members with the verified-photo badge. */
  verified_only?: boolean;
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
 * The filter a search starts with: the gender and the age range of interest the member gave in
 * DATE_INFO (`profileCalls.sectionRows`). Without them, All and every age (18–99), so that a
 * member who has not said yet still finds people (the page says what to fill in).
 */
export function initialFilter(dateInfoRows: readonly Record<string, unknown>[]): SearchFilter {
  const row = dateInfoRows[0];
  const wanted = row?.gender_for;
  const gender_for = genderFilters.find((gender) => gender === wanted) ?? 'ALL';
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
    ...(filter.verified_only ? { verified_only: true } : {}),
    ...(cursor === null ? {} : { cursor }),
  };
}

/** A search's answer as a page of cards; a list without a cursor is the last page. */
export function searchPage(answer: CategoryResult): CardPage<string> {
  if (Array.isArray(answer)) return { cards: answer, next: null };
  return { cards: answer.result, next: answer.next_cursor };
}

/** What a search refused for lack of the member's own Date Information (SPEC.md §5). */
export type MissingSearchSection = 'gender' | 'age';

/**
 * The part of Date Information the search answered is missing ('Gender looking for not
 * found.', 'Age range of interest not found.'), from the server's text as sent; null for every
 * other failure.
 */
export function missingSearchSection(serverMessage: string): MissingSearchSection | null {
  if (serverMessage === Messages.searchGenderMissing) return 'gender';
  if (serverMessage === Messages.searchAgeMissing) return 'age';
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
