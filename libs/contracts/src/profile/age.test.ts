import { ageInYears } from './sections';

describe('ageInYears', () => {
  it('counts a year only once the birthday has come, on the local calendar', () => {
    expect(ageInYears('1990-12-31', new Date(2025, 11, 30, 23, 59))).toBe(34);
    expect(ageInYears('1990-12-31', new Date(2025, 11, 31, 0, 1))).toBe(35);
    expect(ageInYears('1990-01-01', new Date(2025, 0, 1))).toBe(35);
    expect(ageInYears('2007-06-15', new Date(2025, 5, 14))).toBe(17);
  });

  it('makes a member born on 29 February a year older on 1 March in other years', () => {
    expect(ageInYears('2000-02-29', new Date(2021, 1, 28))).toBe(20);
    expect(ageInYears('2000-02-29', new Date(2021, 2, 1))).toBe(21);
    expect(ageInYears('2000-02-29', new Date(2024, 1, 29))).toBe(24);
  });
});
