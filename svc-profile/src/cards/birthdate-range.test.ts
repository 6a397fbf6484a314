import { ageInYears } from '@dating/contracts';
import { birthdateRange } from './birthdate-range';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const inRange = (birthdate: string, range: ReturnType<typeof birthdateRange>) =>
  birthdate <= range.bornOnOrBefore && birthdate > range.bornAfter;

describe('birthdateRange', () => {
  it('turns an age range into the birthdates of that age today', () => {
    expect(birthdateRange(30, 40, new Date(2026, 5, 15))).toEqual({
      bornOnOrBefore: '1996-06-15',
      bornAfter: '1985-06-15',
    });
  });

  it('keeps a member whose birthday is tomorrow at the younger age', () => {
    const range = birthdateRange(30, 30, new Date(2026, 5, 15));
    expect(inRange('1996-06-16', range)).toBe(false);
    expect(inRange('1995-06-16', range)).toBe(true);
    expect(inRange('1995-06-15', range)).toBe(false);
  });

  it('counts a 29 February birthday as passed on 1 March of a common year only', () => {
    expect(birthdateRange(18, 18, new Date(2018, 1, 28)).bornOnOrBefore).toBe('2000-02-28');
    expect(inRange('2000-02-29', birthdateRange(18, 18, new Date(2018, 1, 28)))).toBe(false);
    expect(inRange('2000-02-29', birthdateRange(18, 18, new Date(2018, 2, 1)))).toBe(true);
    expect(birthdateRange(18, 20, new Date(2024, 1, 29))).toEqual({
      bornOnOrBefore: '2006-02-28',
      bornAfter: '2003-02-28',
    });
  });

  it('agrees with ageInYears for every birthdate over several years of days', () => {
    const days = (from: Date, count: number) =>
      Array.from(
        { length: count },
        (_, index) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + index),
      );
    const birthdates = days(new Date(1990, 0, 1), 365 * 6).map(isoDay);
    const disagreements = days(new Date(2023, 11, 20), 80).flatMap((today) => {
      const range = birthdateRange(25, 30, today);
      return birthdates.flatMap((birthdate) => {
        const age = ageInYears(birthdate, today);
        return inRange(birthdate, range) === (age >= 25 && age <= 30)
          ? []
          : [`${birthdate} on ${isoDay(today)}`];
      });
    });
    expect(disagreements).toEqual([]);
  });
});
