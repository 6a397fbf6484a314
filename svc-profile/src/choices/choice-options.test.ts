import { firstUnknownCode, toChoiceLabel, toChoiceOption } from './choice-options';

const yes = { refCode: 'Y', labelEn: 'Yes', labelTh: 'ใช่', labelNo: 'Ja' };
const thai = {
  refCode: 'THAI',
  labelEn: 'Thai food',
  labelTh: 'อาหารไทย',
  labelNo: 'Thailandsk mat',
};

describe('toChoiceOption', () => {
  it("labels an option in the caller's language and keeps every language", () => {
    expect(toChoiceOption('FOOD', thai, 'no')).toEqual({
      REFERENCE_CODE: 'THAI',
      REFERENCE_VALUE_2_TEXT: 'Thailandsk mat',
      REFERENCE_VALUE_3_TEXT: null,
      labels: { en: 'Thai food', th: 'อาหารไทย', no: 'Thailandsk mat' },
    });
  });

  it('carries the yes/no label in REFERENCE_VALUE_3_TEXT for ACTIVE_FLAG only', () => {
    expect(toChoiceOption('ACTIVE_FLAG', yes, 'th').REFERENCE_VALUE_3_TEXT).toBe('ใช่');
    expect(toChoiceOption('ACTIVE_FLAG', yes, 'en').REFERENCE_VALUE_3_TEXT).toBe('Yes');
  });
});

describe('toChoiceLabel', () => {
  it('labels a listed code and shows an unlisted one as it is', () => {
    expect(toChoiceLabel('THAI', thai, 'th')).toEqual({ code: 'THAI', label: 'อาหารไทย' });
    expect(toChoiceLabel('GONE', undefined, 'en')).toEqual({ code: 'GONE', label: 'GONE' });
  });
});

describe('firstUnknownCode', () => {
  const options: Record<string, string[]> = { FOOD: ['THAI', 'SEAFOOD'], GENDER: ['M', 'F'] };
  const isOption = (table: string, code: string) => options[table]?.includes(code) ?? false;

  it('passes answers whose codes are all listed, and empty answers', () => {
    expect(
      firstUnknownCode(
        [
          { table: 'GENDER', codes: ['F'] },
          { table: 'FOOD', codes: ['THAI', 'SEAFOOD'] },
          { table: 'SHAPE', codes: [] },
        ],
        isOption,
      ),
    ).toBeNull();
  });

  it('names the first code that is not an option of its own list', () => {
    expect(
      firstUnknownCode(
        [
          { table: 'GENDER', codes: ['THAI'] },
          { table: 'FOOD', codes: ['PIZZA'] },
        ],
        isOption,
      ),
    ).toEqual({ table: 'GENDER', code: 'THAI' });
  });
});
