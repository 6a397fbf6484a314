import {
  dateInfoSchema,
  favoriteInfoSchema,
  personInfoSchema,
  sensitiveConsent,
  userInfoSchema,
  type ChoiceOption,
} from '@dating/contracts';
import { profileView, viewSection } from '../testing';
import {
  emptyForm,
  formBody,
  formFromView,
  formsFromView,
  toSelectOptions,
  userInfoOf,
} from './form';

describe('wizard form', () => {
  it('starts empty, multi-choices as lists and the age range at 18', () => {
    const date = emptyForm('DATE_INFO');
    expect(date.values).toMatchObject({ looking_for: '', age_start: '18', age_end: '18' });
    expect(emptyForm('FAVORITE_INFO').values.food).toEqual([]);
    expect(date.hidden).toEqual([]);
  });

  it("reads the owner's view: codes of choices, every value as text, hidden fields", () => {
    const form = formFromView(
      'PERSON_INFO',
      viewSection(
        {
          height: 172,
          marital_stat: { code: 'S', label: 'Single' },
          person_value: [
            { code: 'HON', label: 'Honesty' },
            { code: 'KIN', label: 'Kindness' },
          ],
          shape: null,
        },
        ['height', 'not_a_field'],
      ),
    );
    expect(form.values).toMatchObject({
      height: '172',
      marital_stat: 'S',
      person_value: ['HON', 'KIN'],
      shape: '',
      weight: '',
    });
    expect(form.hidden).toEqual(['height']);
  });

  it('reads every section of a profile, or empty ones', () => {
    const forms = formsFromView(
      profileView({
        sections: {
          USER_INFO: viewSection({ name: 'Malee' }),
          PERSON_INFO: null,
          FAVORITE_INFO: null,
          DATE_INFO: null,
        },
      }),
    );
    expect(forms.USER_INFO.values.name).toBe('Malee');
    expect(forms.DATE_INFO.values.age_start).toBe('18');
    expect(formsFromView(null).PERSON_INFO).toEqual(emptyForm('PERSON_INFO'));
  });

  it("builds bodies the server's schemas accept, with hidden_fields", () => {
    const user = emptyForm('USER_INFO');
    Object.assign(user.values, {
      name: 'Malee',
      gender: 'F',
      birthdate: '1990-04-01',
      country: 'Thailand',
    });
    user.hidden = ['birthdate'];
    expect(userInfoSchema.parse(formBody(user, 7))).toMatchObject({
      user_id: 7,
      hidden_fields: ['birthdate'],
      c_email: null,
    });

    const person = emptyForm('PERSON_INFO');
    Object.assign(person.values, {
      height: '170',
      weight: '60',
      marital_stat: 'S',
      kids: 'Y',
      ethnicity: 'T',
      religion: 'B',
      education: 'U',
      person_value: ['HON'],
    });
    expect(personInfoSchema.safeParse(formBody(person, 7)).success).toBe(false);
    expect(personInfoSchema.parse(formBody(person, 7, 'no'))).toMatchObject({
      height: 170,
      num_child: null,
      person_value: ['HON'],
      sensitive_consent: { version: sensitiveConsent.version, lang: 'no' },
    });

    const favorite = emptyForm('FAVORITE_INFO');
    Object.assign(favorite.values, { drinking: 'N', smoking: 'N' });
    expect(favoriteInfoSchema.parse(formBody(favorite, 7))).toMatchObject({ food: [] });

    const date = emptyForm('DATE_INFO');
    Object.assign(date.values, {
      looking_for: 'LT',
      gender_for: 'F',
      lang_important: 'Y',
      learn_th: 'N',
    });
    expect(dateInfoSchema.parse(formBody(date, 7))).toMatchObject({ age_start: 18, age_end: 18 });
  });

  it("takes gender and country from User Information for section 4's rule", () => {
    const user = emptyForm('USER_INFO');
    expect(userInfoOf(user)).toEqual({ gender: null, country: null });
    Object.assign(user.values, { gender: 'M', country: ' Norway ' });
    expect(userInfoOf(user)).toEqual({ gender: 'M', country: 'Norway' });
  });

  it("labels options in the interface's language", () => {
    const options: ChoiceOption[] = [
      {
        REFERENCE_CODE: 'Y',
        REFERENCE_VALUE_2_TEXT: 'Yes',
        REFERENCE_VALUE_3_TEXT: 'Yes',
        labels: { en: 'Yes', th: 'ใช่', no: 'Ja' },
      },
    ];
    expect(toSelectOptions(options, 'th')).toEqual([{ value: 'Y', label: 'ใช่' }]);
    expect(toSelectOptions(undefined, 'en')).toEqual([]);
  });
});
