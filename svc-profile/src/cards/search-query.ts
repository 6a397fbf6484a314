import { searchPageSize, type SearchInput, type SearchSort } from '@dating/contracts';
import { birthdateRange } from './birthdate-range';
import { type SearchQuery } from './search-sql';
import { type SearchPosition } from './search-cursor';

/**
 * What a member's search asks of the member table: the call's input, in the order actually
 * served, after `after` (the page before's last card), one row past the page to tell whether
 * there is a next one.
 */
export function searchQueryOf(
  input: SearchInput,
  sort: SearchSort,
  after: SearchPosition | null,
  today = new Date(),
): SearchQuery {
  return {
    callerId: input.user_id,
    gender: input.gender_for,
    born: birthdateRange(input.age_start, input.age_end, today),
    sort,
    after,
    country: input.country,
    hasPhoto: input.has_photo === true,
    verifiedOnly: input.verified_only === true,
    kids: input.kids,
    religion: input.religion,
    education: input.education,
    limit: searchPageSize + 1,
  };
}
