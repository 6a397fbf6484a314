import { defaultAgeRange, defaultGenderFor, withDateInfoDefaults } from './defaults';
import { emptyForm, type SectionForm } from './form';

const today = new Date(2026, 10, 24);

function userInfo(values: Record<string, string>): SectionForm {
  const form = emptyForm('USER_INFO');
  return { ...form, values: { ...form.values, ...values } };
}

describe('defaultAgeRange', () => {
  it("is the member's own age ±10", () => {
    expect(defaultAgeRange('1990-04-01', today)).toEqual({ start: 26, end: 46 });
    // The birthday is tomorrow: still 35.
    expect(defaultAgeRange('1990-11-25', today)).toEqual({ start: 25, end: 45 });
  });

  it('stays within 18–99', () => {
    expect(defaultAgeRange('2006-01-01', today)).toEqual({ start: 18, end: 30 });
    expect(defaultAgeRange('1935-01-01', today)).toEqual({ start: 81, end: 99 });
  });

  it('is null without a usable birthdate', () => {
    expect(defaultAgeRange(null, today)).toBeNull();
    expect(defaultAgeRange('01/04/1990', today)).toBeNull();
  });
});

describe('defaultGenderFor', () => {
  it('looks for a woman for a man and a man for a woman', () => {
    expect(defaultGenderFor('M')).toBe('F');
    expect(defaultGenderFor('F')).toBe('M');
  });

  it('leaves the choice to ladyboys, transgender members and an unknown gender', () => {
    expect(defaultGenderFor('LB')).toBeNull();
    expect(defaultGenderFor('TG')).toBeNull();
    expect(defaultGenderFor(null)).toBeNull();
  });
});

describe('withDateInfoDefaults', () => {
  it('fills the empty 18–18 range and the gender looked for from User Information', () => {
    const date = withDateInfoDefaults(
      emptyForm('DATE_INFO'),
      userInfo({ gender: 'F', birthdate: '1990-04-01' }),
      today,
    );
    expect(date.values).toMatchObject({ age_start: '26', age_end: '46', gender_for: 'M' });
  });

  it('keeps what the member already chose', () => {
    const form = emptyForm('DATE_INFO');
    const chosen = { ...form, values: { ...form.values, age_end: '60', gender_for: 'LB' } };
    const date = withDateInfoDefaults(
      chosen,
      userInfo({ gender: 'M', birthdate: '1990-04-01' }),
      today,
    );
    expect(date.values).toMatchObject({ age_start: '18', age_end: '60', gender_for: 'LB' });
  });

  it('leaves the gender looked for to a ladyboy, and the range without a birthdate', () => {
    const date = withDateInfoDefaults(emptyForm('DATE_INFO'), userInfo({ gender: 'LB' }), today);
    expect(date.values).toMatchObject({ age_start: '18', age_end: '18', gender_for: '' });
  });
});
