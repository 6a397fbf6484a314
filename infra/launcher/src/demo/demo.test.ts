import {
  ageInYears,
  dateInfoSchema,
  favoriteInfoSchema,
  personInfoSchema,
  thaiSpouseIssue,
  userInfoSchema,
  type RefTable,
} from '@dating/contracts';
import { demoPerson } from './people';
import { demoSections } from './seed';

const options = new Map<RefTable, string[]>([
  ['GENDER', ['M', 'F', 'LB', 'TG']],
  ['GENDER_FOR', ['M', 'F', 'LB', 'TG']],
  ['MARITAL_STAT', ['SINGLE', 'DIVORCED']],
  ['KIDS', ['YES', 'NO']],
  ['ETHNICITY', ['ASIAN', 'WHITE']],
  ['RELIGION', ['BUDDHIST', 'CHRISTIAN']],
  ['EDUCATION', ['BACHELOR']],
  ['PERSON_VALUE', ['HONESTY', 'HUMOUR', 'KINDNESS', 'LOYALTY']],
  ['DRINKING', ['NEVER']],
  ['SMOKING', ['NEVER']],
  ['FOOD', ['THAI', 'NORWEGIAN', 'ITALIAN']],
  ['LOOKING_FOR', ['MARRIAGE']],
  ['LANG_IMPORTANT', ['Y', 'N']],
  ['LEARN_TH', ['Y', 'N']],
]);

describe('demo members', () => {
  const today = new Date('2026-11-21T12:00:00Z');

  it('are the same members each time, adults, with distinct usernames', () => {
    const people = Array.from({ length: 60 }, (_, index) => demoPerson(index, today));
    expect(demoPerson(7, today)).toEqual(people[7]);
    expect(new Set(people.map((person) => person.username)).size).toBe(60);
    for (const person of people)
      expect(ageInYears(person.birthdate, today)).toBeGreaterThanOrEqual(18);
    expect(new Set(people.map((person) => person.gender))).toEqual(new Set(['F', 'M', 'LB', 'TG']));
  });

  it('fill every section the way the wizard would, passing its validation', () => {
    for (let index = 0; index < 20; index += 1) {
      const person = demoPerson(index, today);
      const sections = demoSections(person, 100 + index, options);
      expect(userInfoSchema.safeParse(sections.USER_INFO).success).toBe(true);
      expect(personInfoSchema.safeParse(sections.PERSON_INFO).success).toBe(true);
      expect(favoriteInfoSchema.safeParse(sections.FAVORITE_INFO).success).toBe(true);
      const dateInfo = dateInfoSchema.parse(sections.DATE_INFO);
      expect(thaiSpouseIssue(dateInfo, person)).toBeNull();
    }
  });
});
