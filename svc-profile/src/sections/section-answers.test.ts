import { listsOf, sectionAnswers, sectionOfList } from './section-answers';

describe('sectionAnswers', () => {
  it('gives every list of the section its codes, one per single choice, multi lists once each', () => {
    const answers = sectionAnswers('PERSON_INFO', {
      height: 170,
      shape: 'SLIM',
      marital_stat: 'SINGLE',
      kids: 'WANT',
      live_with: null,
      ethnicity: 'THAI',
      religion: 'BUDDHIST',
      zodiac: null,
      education: 'BACHELOR',
      person_value: ['HONESTY', 'KINDNESS', 'HONESTY'],
    });
    expect(answers).toEqual([
      { table: 'SHAPE', codes: ['SLIM'] },
      { table: 'MARITAL_STAT', codes: ['SINGLE'] },
      { table: 'KIDS', codes: ['WANT'] },
      { table: 'LIVE_WITH', codes: [] },
      { table: 'INFLUENCES_FACTOR', codes: [] },
      { table: 'ETHNICITY', codes: ['THAI'] },
      { table: 'RELIGION', codes: ['BUDDHIST'] },
      { table: 'ZODIAC', codes: [] },
      { table: 'EDUCATION', codes: ['BACHELOR'] },
      { table: 'PERSON_VALUE', codes: ['HONESTY', 'KINDNESS'] },
    ]);
  });

  it('stores the yes/no answers of Date Information under their own lists', () => {
    expect(
      sectionAnswers('DATE_INFO', {
        looking_for: 'MARRIAGE',
        gender_for: 'F',
        lang_important: 'Y',
        learn_th: 'N',
      }),
    ).toEqual([
      { table: 'LOOKING_FOR', codes: ['MARRIAGE'] },
      { table: 'GENDER_FOR', codes: ['F'] },
      { table: 'LANG_IMPORTANT', codes: ['Y'] },
      { table: 'LEARN_TH', codes: ['N'] },
    ]);
  });
});

describe('lists of sections', () => {
  it('knows which section answers which list, and that admin lists are nobody’s answer', () => {
    expect(listsOf('USER_INFO')).toEqual(['GENDER']);
    expect(sectionOfList.get('FOOD')).toBe('FAVORITE_INFO');
    expect(sectionOfList.get('LEARN_TH')).toBe('DATE_INFO');
    expect(sectionOfList.has('PURCHASE_STATUS')).toBe(false);
    expect(sectionOfList.has('ACTIVE_FLAG')).toBe(false);
  });
});
