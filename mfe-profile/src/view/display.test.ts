import { viewSection } from '../testing';
import { displayOf, formatDate } from './display';

describe('profile display', () => {
  const section = viewSection(
    {
      height: 172,
      marital_stat: { code: 'S', label: 'Single' },
      person_value: [
        { code: 'HON', label: 'Honesty' },
        { code: 'KIN', label: 'Kindness' },
      ],
      zodiac: { code: 'LEO', label: 'Leo' },
      shape: null,
      live_with: '  ',
    },
    ['weight', 'zodiac'],
  );

  it('shows numbers, choice labels and lists of labels', () => {
    expect(displayOf(section, 'height', false)).toEqual({
      kind: 'value',
      text: '172',
      hiddenTag: false,
    });
    expect(displayOf(section, 'marital_stat', false)).toMatchObject({ text: 'Single' });
    expect(displayOf(section, 'person_value', false)).toMatchObject({
      text: 'Honesty, Kindness',
    });
  });

  it("shows '[Hidden]' to another member for a hidden field, even if a value came", () => {
    expect(displayOf(section, 'weight', false)).toEqual({ kind: 'hidden' });
    expect(displayOf(section, 'zodiac', false)).toEqual({ kind: 'hidden' });
  });

  it('shows the owner the value of a hidden field with a tag', () => {
    expect(displayOf(section, 'zodiac', true)).toEqual({
      kind: 'value',
      text: 'Leo',
      hiddenTag: true,
    });
    expect(displayOf(section, 'height', true)).toMatchObject({ hiddenTag: false });
  });

  it('says a field is empty when there is no value', () => {
    expect(displayOf(section, 'shape', false)).toEqual({ kind: 'empty' });
    expect(displayOf(section, 'live_with', true)).toEqual({ kind: 'empty' });
    expect(displayOf(section, 'weight', true)).toEqual({ kind: 'empty' });
  });

  it('formats a value when asked', () => {
    const dated = viewSection({ birthdate: '1990-04-01' });
    expect(displayOf(dated, 'birthdate', false, (text) => formatDate(text, 'en'))).toMatchObject({
      text: '1 April 1990',
    });
  });

  it('writes dates in the reader language, Thai in the Buddhist era', () => {
    expect(formatDate('1990-04-01', 'en')).toBe('1 April 1990');
    expect(formatDate('1990-04-01', 'no')).toBe('1. april 1990');
    expect(formatDate('1990-04-01', 'th')).toContain('2533');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
