import type { SearchFilter } from './searchQuery';
import { filterFromQuery, queryOfFilter } from './searchUrl';

const defaults: SearchFilter = { gender_for: 'F', age_start: 25, age_end: 40 };
const read = (query: string) => filterFromQuery(new URLSearchParams(query), defaults);

describe('the search in the URL', () => {
  it("starts from the member's defaults when the URL has none", () => {
    expect(read('')).toEqual(defaults);
  });

  it('reads every filter and the order', () => {
    expect(
      read(
        'gender_for=LB&age_start=30&age_end=55&country=Norway&has_photo=1&verified_only=1' +
          '&kids=WANT&religion=BUDDHISM&education=BACHELOR&sort=active',
      ),
    ).toEqual({
      gender_for: 'LB',
      age_start: 30,
      age_end: 55,
      country: 'Norway',
      has_photo: true,
      verified_only: true,
      kids: 'WANT',
      religion: 'BUDDHISM',
      education: 'BACHELOR',
      sort: 'active',
    });
  });

  it('writes the same search back, gender and ages always, the rest when on', () => {
    const filter: SearchFilter = {
      gender_for: 'M',
      age_start: 20,
      age_end: 30,
      country: ' Thailand ',
      has_photo: true,
      kids: 'NO',
      sort: 'active',
    };
    const query = queryOfFilter(filter);
    expect(query.toString()).toBe(
      'gender_for=M&age_start=20&age_end=30&country=Thailand&has_photo=1&kids=NO&sort=active',
    );
    expect(filterFromQuery(query, defaults)).toEqual({ ...filter, country: 'Thailand' });
    expect(queryOfFilter({ ...defaults, sort: 'newest', country: '  ' }).toString()).toBe(
      'gender_for=F&age_start=25&age_end=40',
    );
  });

  it('ignores values the search does not take, keeping the defaults', () => {
    expect(
      read(
        'gender_for=X&age_start=5&age_end=abc&country=%00&has_photo=yes&verified_only=true' +
          '&kids=not%20a%20code&religion=&education=' +
          'A'.repeat(21) +
          '&sort=oldest',
      ),
    ).toEqual(defaults);
    expect(read('age_start=100&age_end=-3')).toEqual(defaults);
    expect(read('age_start=30.5&age_end=1e2')).toEqual(defaults);
    expect(read(`country=${'x'.repeat(101)}`)).toEqual(defaults);
    expect(read('sort=newest')).toEqual(defaults);
  });

  it('ignores a range that ends below its start, and keeps one end given alone in order', () => {
    expect(read('age_start=50&age_end=30')).toEqual(defaults);
    expect(read('age_start=50')).toEqual({ ...defaults, age_start: 50, age_end: 50 });
    expect(read('age_end=20')).toEqual({ ...defaults, age_start: 25, age_end: 25 });
    expect(read('age_start=18&age_end=99')).toEqual({ ...defaults, age_start: 18, age_end: 99 });
  });
});
