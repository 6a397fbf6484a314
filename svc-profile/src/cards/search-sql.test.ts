import { searchGenders } from '@dating/contracts';
import { birthdateRange } from './birthdate-range';
import { searchStatement, type SearchFilters, type SearchQuery } from './search-sql';

const eachFilter: SearchFilters[] = [
  { country: 'Norway' },
  { hasPhoto: true },
  { verifiedOnly: true },
  { kids: 'MORE' },
  { religion: 'MUSLIM' },
  { education: 'MASTER' },
];

/** Every search the service can run: each gender, order, filter set, page and reader. */
function everyShape(): SearchQuery[] {
  const filterSets = Array.from({ length: 2 ** eachFilter.length }, (_, mask) =>
    Object.assign({}, ...eachFilter.filter((_, bit) => mask & (1 << bit))),
  );
  return searchGenders.flatMap((gender) =>
    (['newest', 'active'] as const).flatMap((sort) =>
      filterSets.flatMap((filters) =>
        [null, { sort, key: '2024-05-01 10:00:00+00', userId: 40 }].flatMap((after) =>
          [undefined, 9].map((viewerId) => ({
            callerId: 7,
            gender,
            born: birthdateRange(25, 35, new Date(2024, 4, 5)),
            sort,
            after,
            limit: 26,
            viewerId,
            ...filters,
          })),
        ),
      ),
    ),
  );
}

const placeholdersIn = (text: string) =>
  new Set([...text.matchAll(/\$(\d+)/g)].map(([, number]) => Number(number)));

describe('the search statement', () => {
  it('has a value for every placeholder and a placeholder for every value, in every shape', () => {
    for (const query of everyShape()) {
      const [text, values] = searchStatement(query);
      const numbers = placeholdersIn(text);
      expect([...numbers].sort((a, b) => a - b)).toEqual(values.map((_, index) => index + 1));
      expect(values).not.toContain(undefined);
    }
  });

  it("passes each request's own values with the text of its shape", () => {
    const first: SearchQuery = {
      callerId: 7,
      gender: 'ALL',
      born: birthdateRange(25, 35, new Date(2024, 4, 5)),
      sort: 'active',
      after: { sort: 'active', key: '2024-05-01 10:00:00+00', userId: 40 },
      limit: 26,
      viewerId: 7,
      country: 'Norway',
      kids: 'MORE',
    };
    const second: SearchQuery = {
      ...first,
      callerId: 8,
      viewerId: 8,
      after: { sort: 'active', key: '2024-04-01 09:00:00+00', userId: 12 },
      country: 'Thailand',
      kids: 'NO',
    };
    const [firstText, firstValues] = searchStatement(first);
    const [secondText, secondValues] = searchStatement(second);
    expect(secondText).toBe(firstText);
    expect(firstValues).toEqual(expect.arrayContaining([7, 'Norway', 'MORE', 40]));
    expect(secondValues).toEqual(expect.arrayContaining([8, 'Thailand', 'NO', 12]));
    expect(secondValues).not.toContain('Norway');
  });
});
