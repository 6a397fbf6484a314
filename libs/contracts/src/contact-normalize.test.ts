import { normalizeForContactDetails } from './contact-normalize';

const folded = (text: string) => normalizeForContactDetails(text).text;

describe('normalizeForContactDetails', () => {
  it.each([
    [
      'Thai and full-width digits, an invisible space, capitals',
      '๐๘๑ Ｌｉｎｅ\u200b ＡＢＣ１２',
      '081 line abc12',
    ],
    ['every script’s decimal digits', '٠١٢ ۳۴۵ ०१२ ໐໑໒ ০১ 𞥐𞥑 𝟗', '012 345 012 012 01 01 9'],
    ['keycaps and invisible characters', '0️⃣\u20611\u3164\u115f2\u00ad3\ufeff4', '01234'],
    ['Greek and Cyrillic lookalikes', 'lіne ΙG mymail.cοm Ηοtmаil', 'line ig mymail.com hotmail'],
    ['accents, composed or not', 'Åtte a\u030atte lìne café', 'atte atte line cafe'],
    ['runs of white space', 'a \t\u00a0\u3000\n b', 'a b'],
    ['Thai, marks and all', 'ไลน์ ออนไลน์ ทำ', 'ไลน์ ออนไลน์ ทำ'],
  ])('folds %s', (_, text, expected) => {
    expect(folded(text)).toBe(expected);
  });

  it('keeps where each unit came from, with what folded to nothing going with the unit before', () => {
    expect(normalizeForContactDetails('A\u200b  ０8️⃣')).toEqual({
      text: 'a 08',
      from: [0, 2, 4, 5],
      to: [2, 4, 5, 8],
    });
  });
});
