import { MessageCode } from '@dating/contracts';
import {
  activeSortRefused,
  ageOptions,
  dateInfoSection,
  filtersOn,
  genderFilters,
  hasMoreFilters,
  initialFilter,
  missingAgeRange,
  missingSearchSection,
  searchBody,
  searchPage,
  withAgeEnd,
  withAgeStart,
  type SearchFilter,
} from './searchQuery';

describe('search filter', () => {
  it('offers All, Man, Woman, Ladyboy and Transgender, All first', () => {
    expect(genderFilters).toEqual(['ALL', 'M', 'F', 'LB', 'TG']);
  });

  it('offers ages 18 to 99, and ends from the start up', () => {
    const all = ageOptions();
    expect([all[0], all.at(-1), all.length]).toEqual([18, 99, 82]);
    expect(ageOptions(40)[0]).toBe(40);
    expect(ageOptions(99)).toEqual([99]);
    expect(ageOptions(3)[0]).toBe(18);
  });

  it("starts from the member's own gender and age range of interest", () => {
    expect(initialFilter([{ user_id: 7, age_start: 25, age_end: 40 }], 'F')).toEqual({
      gender_for: 'F',
      age_start: 25,
      age_end: 40,
    });
    expect(initialFilter([{ age_start: 25, age_end: 40 }], 'X')).toMatchObject({
      gender_for: 'ALL',
    });
    expect(initialFilter([], 'M')).toEqual({ gender_for: 'M', age_start: 18, age_end: 99 });
    expect(initialFilter([{ age_start: '30', age_end: '35' }])).toMatchObject({
      age_start: 30,
      age_end: 35,
    });
  });

  it('finds everyone (All, 18 to 99) without a saved range, and keeps a stored range in bounds', () => {
    expect(initialFilter([])).toEqual({ gender_for: 'ALL', age_start: 18, age_end: 99 });
    expect(initialFilter([{ age_start: null, age_end: undefined }])).toMatchObject({
      age_start: 18,
      age_end: 99,
    });
    expect(initialFilter([{ age_start: 10, age_end: 120 }])).toMatchObject({
      age_start: 18,
      age_end: 99,
    });
    expect(initialFilter([{ age_start: 50, age_end: 30 }])).toMatchObject({
      age_start: 50,
      age_end: 50,
    });
  });

  it('moves the end up with a later start, and never lets it fall below the start', () => {
    const filter = { gender_for: 'F' as const, age_start: 20, age_end: 30 };
    expect(withAgeStart(filter, 25)).toEqual({ gender_for: 'F', age_start: 25, age_end: 30 });
    expect(withAgeStart(filter, 45)).toEqual({ gender_for: 'F', age_start: 45, age_end: 45 });
    expect(withAgeEnd(filter, 60)).toEqual({ gender_for: 'F', age_start: 20, age_end: 60 });
    expect(withAgeEnd(filter, 19)).toEqual({ gender_for: 'F', age_start: 20, age_end: 20 });
  });

  it('asks with user_id, gender_for and the age range, and the cursor for a next page', () => {
    const filter = { gender_for: 'LB' as const, age_start: 20, age_end: 30 };
    expect(searchBody(7, filter, null)).toEqual({
      user_id: 7,
      gender_for: 'LB',
      age_start: 20,
      age_end: 30,
    });
    expect(searchBody(7, filter, 'abc')).toEqual({
      user_id: 7,
      gender_for: 'LB',
      age_start: 20,
      age_end: 30,
      cursor: 'abc',
    });
  });

  it('adds the filters that are on, and the order only when it is not the default', () => {
    const filter: SearchFilter = {
      gender_for: 'F',
      age_start: 25,
      age_end: 40,
      country: 'Norway',
      has_photo: true,
      verified_only: true,
      kids: 'WANT',
      religion: 'BUDDHISM',
      education: 'BACHELOR',
      sort: 'active',
    };
    expect(searchBody(7, filter, 'c1')).toEqual({
      user_id: 7,
      gender_for: 'F',
      age_start: 25,
      age_end: 40,
      country: 'Norway',
      has_photo: true,
      verified_only: true,
      kids: 'WANT',
      religion: 'BUDDHISM',
      education: 'BACHELOR',
      sort: 'active',
      cursor: 'c1',
    });
    const off = { ...filter, country: '', has_photo: false, kids: '', sort: 'newest' as const };
    expect(searchBody(7, off, null)).toEqual({
      user_id: 7,
      gender_for: 'F',
      age_start: 25,
      age_end: 40,
      verified_only: true,
      religion: 'BUDDHISM',
      education: 'BACHELOR',
    });
  });

  it("reads a search's answer as a page of cards, the next cursor and the order served; a plain list as the last", () => {
    const card = { id: 1, name: 'Malee', age: 30, caption: null, img: null };
    expect(searchPage({ status: 'OK', result: [card], next_cursor: 'c2', sort: 'newest' })).toEqual(
      { cards: [card], next: 'c2', sort: 'newest' },
    );
    expect(searchPage([card])).toEqual({ cards: [card], next: null });
  });

  it('knows when last active was asked for but the newest came first', () => {
    const filter: SearchFilter = { gender_for: 'ALL', age_start: 18, age_end: 99 };
    expect(activeSortRefused({ ...filter, sort: 'active' }, 'newest')).toBe(true);
    expect(activeSortRefused({ ...filter, sort: 'active' }, 'active')).toBe(false);
    expect(activeSortRefused({ ...filter, sort: 'active' }, undefined)).toBe(false);
    expect(activeSortRefused(filter, 'newest')).toBe(false);
  });
});

describe('the filters that are on', () => {
  const everyone: SearchFilter = { gender_for: 'ALL', age_start: 18, age_end: 99 };

  it('are none for All and every age', () => {
    expect(filtersOn(everyone)).toEqual([]);
    expect(filtersOn({ ...everyone, sort: 'active' })).toEqual([]);
    expect(hasMoreFilters(everyone)).toBe(false);
  });

  it('name a gender, a narrower range and each further filter, in the order shown', () => {
    expect(
      filtersOn({
        gender_for: 'F',
        age_start: 18,
        age_end: 40,
        country: 'Norway',
        has_photo: true,
        verified_only: true,
        kids: 'WANT',
        religion: 'BUDDHISM',
        education: 'BACHELOR',
      }),
    ).toEqual([
      { name: 'gender_for', value: 'F' },
      { name: 'age', start: 18, end: 40 },
      { name: 'country', value: 'Norway' },
      { name: 'has_photo' },
      { name: 'verified_only' },
      { name: 'kids', code: 'WANT' },
      { name: 'religion', code: 'BUDDHISM' },
      { name: 'education', code: 'BACHELOR' },
    ]);
  });

  it("tell when one beyond gender and age is on (they fold under 'More filters')", () => {
    expect(hasMoreFilters({ ...everyone, gender_for: 'M', age_start: 30 })).toBe(false);
    expect(hasMoreFilters({ ...everyone, religion: 'BUDDHISM' })).toBe(true);
    expect(hasMoreFilters({ ...everyone, has_photo: true })).toBe(true);
  });
});

describe('a search refused for missing Date Information', () => {
  it("knows SPEC.md's two messages, and nothing else", () => {
    expect(missingSearchSection(MessageCode.searchGenderMissing)).toBe('gender');
    expect(missingSearchSection(MessageCode.searchAgeMissing)).toBe('age');
    expect(missingSearchSection(MessageCode.searchUserMissing)).toBeNull();
    expect(missingSearchSection(MessageCode.internal)).toBeNull();
  });

  it('finds the age range missing without a DATE_INFO row, or without its ages', () => {
    expect(missingAgeRange([])).toBe(true);
    expect(missingAgeRange([{ user_id: 7, age_start: null, age_end: null }])).toBe(true);
    expect(missingAgeRange([{ user_id: 7, age_start: 25, age_end: '' }])).toBe(true);
    expect(missingAgeRange([{ user_id: 7, age_start: 25, age_end: 40 }])).toBe(false);
    expect(missingAgeRange([{ user_id: 7, age_start: '25', age_end: '40' }])).toBe(false);
  });

  it('leads to section 4, Date Information', () => {
    expect(dateInfoSection).toBe(4);
  });
});
