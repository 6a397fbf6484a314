import { Messages, sensitiveConsent } from '@dating/contracts';
import { checkAccount as checkAccountForm, checkSection, type Problem } from './validation';

const account = { email: 'malee@example.com', username: 'malee', password: 'secret-pass' };
const man = { gender: 'M', country: 'Norway' };

/** A problem as the member reads it in English: the field and the message's text. */
function shown(problem: Problem | null) {
  return problem && { field: problem.field, message: problem.said.message };
}

const checkAccount = (form: Parameters<typeof checkAccountForm>[0]) =>
  shown(checkAccountForm(form));

function problemOf(result: ReturnType<typeof checkSection>) {
  return shown(result.ok ? null : result.problem);
}

describe('account form validation (SPEC.md §5 order)', () => {
  it('asks for Email, Username, Password, Confirm Password, then a match', () => {
    expect(checkAccount({ email: '', username: '', password: '', confirmPassword: '' })).toEqual({
      field: 'email',
      message: 'Please fill in Email',
    });
    expect(
      checkAccount({ email: 'a@b.no', username: '', password: '', confirmPassword: '' }),
    ).toEqual({ field: 'username', message: 'Please fill in Username' });
    expect(
      checkAccount({ email: 'a@b.no', username: 'malee', password: '', confirmPassword: '' }),
    ).toEqual({ field: 'password', message: 'Please fill in Password' });
    expect(checkAccount({ ...account, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: 'Please fill in Confirm Password',
    });
    expect(checkAccount({ ...account, confirmPassword: 'other-pass' })).toEqual({
      field: 'confirmPassword',
      message: 'Password and Confirm Password do not match.',
    });
    expect(checkAccount({ ...account, confirmPassword: 'secret-pass' })).toBeNull();
  });

  it("uses the server's rules for the address and the password", () => {
    expect(checkAccount({ ...account, email: 'nope', confirmPassword: 'secret-pass' })).toEqual({
      field: 'email',
      message: Messages.invalidEmail,
    });
    expect(checkAccount({ ...account, password: 'short', confirmPassword: 'short' })?.message).toBe(
      Messages.passwordTooShort,
    );
  });
});

describe('section validation (SPEC.md §5 order)', () => {
  it('section 1: name, gender, birthdate, country', () => {
    const body = { user_id: 7, name: '', gender: '', birthdate: '', country: '' };
    expect(problemOf(checkSection('USER_INFO', body, man))).toEqual({
      field: 'name',
      message: 'Please fill in your name',
    });
    expect(problemOf(checkSection('USER_INFO', { ...body, name: 'Malee' }, man))).toEqual({
      field: 'gender',
      message: 'Please select your gender',
    });
    expect(
      problemOf(checkSection('USER_INFO', { ...body, name: 'Malee', gender: 'F' }, man)),
    ).toEqual({ field: 'birthdate', message: 'Please fill in your birthdate' });
    expect(
      problemOf(
        checkSection(
          'USER_INFO',
          { ...body, name: 'Malee', gender: 'F', birthdate: '1990-04-01' },
          man,
        ),
      ),
    ).toEqual({ field: 'country', message: 'Please fill in your country' });
    const valid = checkSection(
      'USER_INFO',
      { ...body, name: 'Malee', gender: 'F', birthdate: '1990-04-01', country: 'Thailand' },
      man,
    );
    expect(valid.ok && valid.body).toMatchObject({ name: 'Malee', occupation: null });
  });

  it("section 1 without a member is 'Not Found User'", () => {
    expect(problemOf(checkSection('USER_INFO', { name: 'Malee' }, man))?.message).toBe(
      'Not Found User',
    );
  });

  it('section 2: height, weight, marital status, children, education', () => {
    const filled = {
      user_id: 7,
      height: '170',
      weight: '60',
      marital_stat: 'S',
      kids: 'Y',
      education: 'U',
    };
    const order = [
      ['height', 'Please fill in Height'],
      ['weight', 'Please fill in Weight'],
      ['marital_stat', 'Please select Marital Status'],
      ['kids', 'Please select if you want children'],
      ['education', 'Please select Education'],
    ] as const;
    order.forEach(([field, message], index) => {
      const body: Record<string, unknown> = { ...filled };
      for (const [missing] of order.slice(index)) body[missing] = '';
      expect(problemOf(checkSection('PERSON_INFO', body, man))).toEqual({ field, message });
    });
    const valid = checkSection('PERSON_INFO', filled, man);
    expect(valid.ok && valid.body).toMatchObject({ height: 170, weight: 60 });
  });

  it('sections 2 and 3: special-category answers only with the consent ticked', () => {
    const person = { user_id: 7, height: '170', weight: '60', marital_stat: 'S', kids: 'Y' };
    const religion = { ...person, education: 'U', religion: 'B' };
    expect(problemOf(checkSection('PERSON_INFO', religion, man))).toEqual({
      field: 'sensitive_consent',
      message: Messages.sensitiveConsentRequired,
    });
    const consented = {
      ...religion,
      sensitive_consent: { version: sensitiveConsent.version, lang: 'th' },
    };
    expect(checkSection('PERSON_INFO', consented, man).ok).toBe(true);
    const politics = { user_id: 7, drinking: 'N', smoking: 'N', politics: 'LEFT' };
    expect(problemOf(checkSection('FAVORITE_INFO', politics, man))?.field).toBe(
      'sensitive_consent',
    );
  });

  it('section 3: drinking, then smoking', () => {
    expect(problemOf(checkSection('FAVORITE_INFO', { user_id: 7 }, man))?.message).toBe(
      'Please select Drinking',
    );
    expect(
      problemOf(checkSection('FAVORITE_INFO', { user_id: 7, drinking: 'N' }, man))?.message,
    ).toBe('Please select Smoking');
  });

  describe('section 4', () => {
    const date = {
      user_id: 7,
      looking_for: 'LT',
      gender_for: 'F',
      age_start: '25',
      age_end: '40',
      lang_important: 'Y',
      learn_th: 'N',
    };

    it('asks for looking for, gender for, communication and learning Thai in order', () => {
      expect(problemOf(checkSection('DATE_INFO', { user_id: 7 }, man))?.message).toBe(
        'Please select Looking For',
      );
      expect(
        problemOf(checkSection('DATE_INFO', { ...date, gender_for: '', lang_important: '' }, man))
          ?.message,
      ).toBe('Please select Gender For');
      expect(problemOf(checkSection('DATE_INFO', { ...date, lang_important: '' }, man))).toEqual({
        field: 'lang_important',
        message: 'Please select Used Communication',
      });
      expect(problemOf(checkSection('DATE_INFO', { ...date, learn_th: '' }, man))?.message).toBe(
        'Please fill Learning Thai Language',
      );
    });

    it('needs the Thai-spouse texts from a man outside Thailand only', () => {
      expect(problemOf(checkSection('DATE_INFO', date, man))).toEqual({
        field: 'th_spouse_reason',
        message: 'Please fill Thai Spouse Reason',
      });
      expect(
        problemOf(checkSection('DATE_INFO', { ...date, th_spouse_reason: 'Love' }, man)),
      ).toEqual({
        field: 'th_women_think',
        message: 'Please fill What do you think about Thai women/man?',
      });
      expect(checkSection('DATE_INFO', date, { gender: 'M', country: 'Thailand' }).ok).toBe(true);
      expect(checkSection('DATE_INFO', date, { gender: 'F', country: 'Norway' }).ok).toBe(true);
    });

    it('refuses an age range that ends below its start', () => {
      const woman = { gender: 'F', country: 'Thailand' };
      expect(
        problemOf(checkSection('DATE_INFO', { ...date, age_start: '40', age_end: '30' }, woman)),
      ).toEqual({ field: 'age_end', message: 'The age range must end at or above its start' });
    });
  });
});
