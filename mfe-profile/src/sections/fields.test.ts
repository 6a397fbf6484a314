import {
  dateInfoSchema,
  favoriteInfoSchema,
  personInfoSchema,
  sectionChoiceFields,
  sectionTables,
  userInfoSchema,
} from '@dating/contracts';
import { choiceTablesOf, indexOfSection, sectionAt, sectionFields, wizardSections } from './fields';

const schemas = {
  USER_INFO: userInfoSchema,
  PERSON_INFO: personInfoSchema,
  FAVORITE_INFO: favoriteInfoSchema,
  DATE_INFO: dateInfoSchema,
};

describe('profile section fields', () => {
  it('number the sections 1 to 4 in the order of the contract', () => {
    expect(wizardSections).toEqual(sectionTables);
    expect(sectionAt(1)).toBe('USER_INFO');
    expect(sectionAt(4)).toBe('DATE_INFO');
    expect(() => sectionAt(0)).toThrow();
    expect(indexOfSection('FAVORITE_INFO')).toBe(3);
  });

  it.each(sectionTables)('%s asks every choice from its list in the contract', (table) => {
    const choices = Object.fromEntries(
      sectionFields[table].filter((field) => field.table).map((field) => [field.name, field.table]),
    );
    expect(choices).toEqual(sectionChoiceFields[table]);
    expect(choiceTablesOf(table)).toEqual(Object.values(sectionChoiceFields[table]));
  });

  it.each(sectionTables)('%s lets the member hide exactly what the server accepts', (table) => {
    const fields = sectionFields[table];
    const accepts = (name: string) =>
      !schemas[table]
        .safeParse({ hidden_fields: [name] })
        .error?.issues.some((issue) => issue.path[0] === 'hidden_fields');
    for (const field of fields)
      expect([field.name, accepts(field.name)]).toEqual([field.name, field.hideable]);
  });

  it('marks the contact details of User Information', () => {
    expect(
      sectionFields.USER_INFO.filter((field) => field.contact).map((field) => field.name),
    ).toEqual(['c_email', 'whats_app', 'phone', 'line', 'facebook']);
  });
});
