import { ageBounds, searchSorts, textSchema } from '@dating/contracts';
import {
  choiceFilterNames,
  genderFilters,
  withAgeEnd,
  withAgeStart,
  type SearchFilter,
} from './searchQuery';

/** The rules of the search request's country, so a URL never carries one the server refuses. */
const countrySchema = textSchema({ max: 100 });
/** A choice list's code as the search request takes it. */
const choiceCode = /^[A-Z0-9_]{1,20}$/;
/** Ticked check boxes are written `=1`. */
const ticked = '1';

function ageOf(text: string | null): number | null {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  const age = Number(text);
  return age >= ageBounds.min && age <= ageBounds.max ? age : null;
}

function countryOf(text: string | null): string | undefined {
  const parsed = countrySchema.safeParse(text);
  return parsed.success && parsed.data !== '' ? parsed.data : undefined;
}

/**
 * The search a URL query asks for (`?gender_for=F&age_start=25&kids=WANT`), on top of
 * `defaults` (the member's own gender and age range of interest). A value that is not one the
 * search takes is ignored, so an edited or outdated URL still opens a search; so is a range
 * that ends below its start.
 */
export function filterFromQuery(query: URLSearchParams, defaults: SearchFilter): SearchFilter {
  const gender = genderFilters.find((option) => option === query.get('gender_for'));
  const start = ageOf(query.get('age_start'));
  const end = ageOf(query.get('age_end'));
  const reversed = start !== null && end !== null && end < start;
  let filter: SearchFilter = {
    gender_for: gender ?? defaults.gender_for,
    age_start: defaults.age_start,
    age_end: defaults.age_end,
  };
  if (!reversed) {
    if (start !== null) filter = withAgeStart(filter, start);
    if (end !== null) filter = withAgeEnd(filter, end);
  }
  const country = countryOf(query.get('country'));
  if (country !== undefined) filter.country = country;
  if (query.get('has_photo') === ticked) filter.has_photo = true;
  if (query.get('verified_only') === ticked) filter.verified_only = true;
  for (const name of choiceFilterNames) {
    const code = query.get(name);
    if (code !== null && choiceCode.test(code)) filter[name] = code;
  }
  const sort = searchSorts.find((option) => option === query.get('sort'));
  if (sort === 'active') filter.sort = sort;
  return filter;
}

/**
 * The URL query of a search: gender and ages always (a shared URL opens the same search for
 * someone with other defaults), the other filters when on, the order when not the default.
 */
export function queryOfFilter(filter: SearchFilter): URLSearchParams {
  const query = new URLSearchParams({
    gender_for: filter.gender_for,
    age_start: String(filter.age_start),
    age_end: String(filter.age_end),
  });
  const country = countryOf(filter.country ?? null);
  if (country !== undefined) query.set('country', country);
  if (filter.has_photo) query.set('has_photo', ticked);
  if (filter.verified_only) query.set('verified_only', ticked);
  for (const name of choiceFilterNames) {
    const code = filter[name];
    if (code) query.set(name, code);
  }
  if (filter.sort === 'active') query.set('sort', filter.sort);
  return query;
}
