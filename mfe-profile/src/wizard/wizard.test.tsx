import { act, fireEvent, screen, within } from '@testing-library/react';
import { ageInYears, profileCalls, sensitiveConsent } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf, type FakeAnswer, type FakeCall } from '@dating/portal/testing';
import {
  choiceAnswers,
  logIn,
  profileAnswer,
  profileView,
  renderAt,
  resetBrowser,
  saved,
  viewSection,
} from '../testing';

const location = () => screen.getByTestId('location').textContent;
const label = (text: string) => screen.getByText(text, { selector: 'label, legend' });
const isRed = (text: string) => label(text).className.includes('ui-field__label--invalid');

function fill(text: string, value: string) {
  fireEvent.change(screen.getByLabelText(text), { target: { value } });
}

async function choose(text: string, optionName: string) {
  const select = screen.getByLabelText(text) as HTMLSelectElement;
  const option = await within(select).findByRole('option', { name: optionName });
  fireEvent.change(select, { target: { value: (option as HTMLOptionElement).value } });
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** A member who has filled in User Information: a woman in Thailand. */
const malee = profileView({
  age: 36,
  sections: {
    USER_INFO: viewSection({
      name: 'Malee',
      gender: { code: 'F', label: 'Woman' },
      birthdate: '1990-04-01',
      country: 'Thailand',
      occupation: 'Nurse',
    }),
    PERSON_INFO: null,
    FAVORITE_INFO: null,
    DATE_INFO: null,
  },
});

function api(profile = malee, extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    ...choiceAnswers,
    [routeOf(profileCalls.viewGet)]: profileAnswer(profile),
    [routeOf(profileCalls.userInfoSave)]: saved,
    [routeOf(profileCalls.personInfoSave)]: saved,
    [routeOf(profileCalls.favoriteInfoSave)]: saved,
    [routeOf(profileCalls.dateInfoSave)]: saved,
    ...extra,
  });
}

async function openRegister() {
  renderAt('/register');
  return screen.findByRole('heading', { name: 'User Information' });
}

/** From User Information (valid as loaded) to section `target` with fake timers running. */
async function goTo(target: number, calls: FakeCall[]) {
  const fillers: Record<number, () => Promise<void>> = {
    2: async () => {
      fill('Height (cm)', '160');
      fill('Weight (kg)', '52');
      await choose('Marital Status', 'MARITAL_STAT one');
      await choose('Do you want children?', 'KIDS one');
      await choose('Ethnicity', 'ETHNICITY one');
      await choose('Religion', 'RELIGION one');
      // Ethnicity and religion are kept only with the consent right above them.
      fireEvent.click(screen.getByRole('checkbox', { name: sensitiveConsent.texts.en }));
      await choose('Education', 'EDUCATION one');
    },
    3: async () => {
      await choose('How often do you drink?', 'DRINKING one');
      await choose('Do you smoke?', 'SMOKING one');
    },
  };
  for (let section = 1; section < target; section += 1) {
    await fillers[section]?.();
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await advance(500);
    expect(calls.length).toBeGreaterThan(before);
  }
}

describe('the wizard in UPDATE mode (/register with a token)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });
  afterEach(() => jest.useRealTimers());

  it('starts at User Information with the saved data, one profile call, four steps', async () => {
    const calls = api();
    await openRegister();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('Malee');
    expect((screen.getByLabelText('Occupation') as HTMLInputElement).value).toBe('Nurse');
    expect(
      await within(screen.getByLabelText('Gender')).findByRole('option', { name: 'Woman' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('F');
    expect(callsTo(calls, profileCalls.viewGet)).toHaveLength(1);

    const steps = within(screen.getByRole('list', { name: 'Registration steps' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1User Information',
      '2Personal Information',
      '3Favorite',
      '4Date Information',
    ]);
    expect(steps.getByText('User Information').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.queryByRole('button', { name: 'BACK' })).toBeNull();
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeTruthy();
  });

  it('stops at the first missing item: its message as an error, its label red and bold', async () => {
    const calls = api(profileView());
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Please fill in your name');
    expect(isRed('Your Name')).toBe(true);

    fill('Your Name', 'Malee');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: Please select your gender',
    );
    expect(isRed('Gender')).toBe(true);
    expect(isRed('Your Name')).toBe(false);

    await choose('Gender', 'Woman');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: Please fill in your birthdate',
    );
    expect(isRed('Your Birthday')).toBe(true);
    fill('Your Birthday', '1990-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: Please fill in your country',
    );
    expect(isRed('Country')).toBe(true);
    expect(callsTo(calls, profileCalls.userInfoSave)).toEqual([]);
  });

  it('caps the birthdate at today', async () => {
    api();
    await openRegister();
    const today = new Date();
    const iso = [
      today.getFullYear(),
      String(today.getMonth() + 1).padStart(2, '0'),
      String(today.getDate()).padStart(2, '0'),
    ].join('-');
    expect(screen.getByLabelText('Your Birthday').getAttribute('max')).toBe(iso);
  });

  it('NEXT shows loading, saves after 500 ms, then moves on', async () => {
    jest.useFakeTimers();
    const calls = api();
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    const next = screen.getByRole('button', { name: 'NEXT' });
    expect(next.getAttribute('aria-busy')).toBe('true');

    await advance(499);
    expect(callsTo(calls, profileCalls.userInfoSave)).toEqual([]);
    await advance(1);
    expect(callsTo(calls, profileCalls.userInfoSave)[0]?.body).toMatchObject({
      user_id: 7,
      name: 'Malee',
      gender: 'F',
      birthdate: '1990-04-01',
      country: 'Thailand',
      occupation: 'Nurse',
      c_email: null,
      hidden_fields: [],
    });
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Successfully: Your information has been saved',
    );
    expect(screen.getByRole('button', { name: 'BACK' })).toBeTruthy();
  });

  it('BACK shows loading and goes back one section after 1000 ms', async () => {
    jest.useFakeTimers();
    const calls = api();
    await openRegister();
    await goTo(2, calls);
    await screen.findByRole('heading', { name: 'Personal Information' });

    fireEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByRole('button', { name: 'BACK' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'NEXT' }) as HTMLButtonElement).disabled).toBe(true);
    await advance(999);
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'User Information' })).toBeTruthy();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('Malee');
  });

  it('shows the server refusal and stays on the section', async () => {
    jest.useFakeTimers();
    api(malee, {
      [routeOf(profileCalls.userInfoSave)]: () => [
        400,
        {
          status: 'FAILED',
          message: 'You must be at least 18 years old',
          code: 'tooYoung',
        },
      ],
    });
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await advance(500);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: You must be at least 18 years old',
    );
    expect(screen.getByRole('heading', { name: 'User Information' })).toBeTruthy();
  });

  it('sends the fields a member hides as hidden_fields', async () => {
    jest.useFakeTimers();
    const calls = api();
    await openRegister();
    fireEvent.click(screen.getByLabelText('Hide Your Birthday from others'));
    expect(screen.queryByLabelText('Hide Your Name from others')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await advance(500);
    expect(callsTo(calls, profileCalls.userInfoSave)[0]?.body).toMatchObject({
      hidden_fields: ['birthdate'],
    });
  });

  it('ends with REGISTER: age range, confirmation, save, then /', async () => {
    jest.useFakeTimers();
    const calls = api();
    await openRegister();
    await goTo(4, calls);
    await screen.findByRole('heading', { name: 'Date Information' });
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeTruthy();

    // Defaults that find people: her own age ±10, and a man for a woman.
    const age = ageInYears('1990-04-01');
    const from = screen.getByLabelText('Age range from') as HTMLSelectElement;
    const to = screen.getByLabelText('Age range to') as HTMLSelectElement;
    expect([from.value, to.value]).toEqual([String(age - 10), String(age + 10)]);
    expect((screen.getByLabelText('Gender looking for') as HTMLSelectElement).value).toBe('M');
    // The questions meant for foreign men are not asked of a Thai woman.
    expect(screen.queryByLabelText('Are you interested in learning Thai?')).toBeNull();
    expect(screen.queryByLabelText('Why do you want a Thai spouse?')).toBeNull();
    expect(screen.queryByLabelText('What do you think about Thai women/man?')).toBeNull();
    expect(from.options).toHaveLength(82);
    fill('Age range from', '50');
    expect(to.value).toBe('50');
    expect(to.options[0]?.value).toBe('50');
    expect(to.options).toHaveLength(50);
    fill('Age range from', '30');
    expect(to.value).toBe('50');
    fill('Age range to', '45');

    await choose('What are you looking for?', 'LOOKING_FOR one');
    await choose('Is the communication language important to you?', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Dialog' });
    expect(dialog.textContent).toContain('Are you sure you want to confirm the data?');
    expect(callsTo(calls, profileCalls.dateInfoSave)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await advance(500);
    expect(callsTo(calls, profileCalls.dateInfoSave)[0]?.body).toMatchObject({
      looking_for: 'LOOKING_FOR_1',
      gender_for: 'M',
      age_start: 30,
      age_end: 45,
      lang_important: 'Y',
      learn_th: null,
    });
    expect(location()).toBe('/');
  });

  it('does not save section 4 on Cancel', async () => {
    jest.useFakeTimers();
    const calls = api();
    await openRegister();
    await goTo(4, calls);
    await choose('What are you looking for?', 'LOOKING_FOR one');
    await choose('Is the communication language important to you?', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, profileCalls.dateInfoSave)).toEqual([]);
    expect(location()).toBe('/register');
  });

  it('asks a man outside Thailand why he wants a Thai spouse, focusing the field', async () => {
    jest.useFakeTimers();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const erik = profileView({
      sections: {
        ...malee.sections,
        USER_INFO: viewSection({
          name: 'Erik',
          gender: { code: 'M', label: 'Man' },
          birthdate: '1980-02-02',
          country: 'Norway',
        }),
      },
    });
    const calls = api(erik);
    await openRegister();
    await goTo(4, calls);
    // His own age ±10, looking for a woman.
    const age = ageInYears('1980-02-02');
    expect((screen.getByLabelText('Age range from') as HTMLSelectElement).value).toBe(
      String(age - 10),
    );
    expect((screen.getByLabelText('Age range to') as HTMLSelectElement).value).toBe(
      String(age + 10),
    );
    expect((screen.getByLabelText('Gender looking for') as HTMLSelectElement).value).toBe('F');
    await choose('What are you looking for?', 'LOOKING_FOR one');
    await choose('Is the communication language important to you?', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: Please fill Learning Thai Language',
    );
    expect(document.activeElement).toBe(
      screen.getByLabelText('Are you interested in learning Thai?'),
    );
    await choose('Are you interested in learning Thai?', 'Yes');
    scrolled.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: Please fill Thai Spouse Reason',
    );
    expect(isRed('Why do you want a Thai spouse?')).toBe(true);
    // On the phone the field is far below the banner: it is focused and scrolled into view.
    const reason = screen.getByLabelText('Why do you want a Thai spouse?');
    expect(document.activeElement).toBe(reason);
    // The banner scrolls into view first, then the field: the field is what stays in view.
    expect(scrolled.mock.contexts.at(-1)).toBe(reason);
    expect(reason.getAttribute('aria-required')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('brings the first invalid field into view and focus, also when it fails again', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    api(profileView());
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Please fill in your name');
    expect(document.activeElement).toBe(screen.getByLabelText('Your Name'));
    screen.getByRole('button', { name: 'NEXT' }).focus();
    scrolled.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Your Name'));
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByLabelText('Your Name'));
  });

  it('marks required fields, and accepts only what a phone number has', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const calls = api();
    await openRegister();
    expect(screen.getByText('Required fields')).toBeTruthy();
    for (const name of ['Your Name', 'Gender', 'Your Birthday', 'Country']) {
      expect(screen.getByLabelText(name).getAttribute('aria-required')).toBe('true');
    }
    expect(screen.getByLabelText('Occupation').getAttribute('aria-required')).toBeNull();
    const phone = screen.getByLabelText('Tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(
      screen.getAllByText('Digits, spaces, +, - and brackets, e.g. +47 912 34 567'),
    ).toHaveLength(2);
    fill('Tel', 'call me after 6');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: A phone number may contain only digits, spaces, +, - and brackets',
    );
    expect(document.activeElement).toBe(phone);
    expect(callsTo(calls, profileCalls.userInfoSave)).toEqual([]);
  });

  it('says what a phone number may contain in Thai and Norwegian', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    api();
    act(() => setLanguage('th'));
    renderAt('/register');
    await screen.findByRole('heading', { name: 'ข้อมูลผู้ใช้' });
    fireEvent.change(screen.getByLabelText('โทรศัพท์'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'หมายเลขโทรศัพท์ใช้ได้เฉพาะตัวเลข ช่องว่าง + - และวงเล็บเท่านั้น',
    );
  });

  it('starts empty when nothing is saved yet (404)', async () => {
    api(malee, {
      [routeOf(profileCalls.viewGet)]: () => [
        404,
        { status: 'FAILED', message: 'Not Found User', code: 'notFoundUser' },
      ],
    });
    await openRegister();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Error fetching user data' when the profile cannot load, and retries", async () => {
    let answer: FakeAnswer = () => [
      503,
      {
        status: 'FAILED',
        message: 'Service unavailable',
        code: 'serviceUnavailable',
      },
    ];
    api(malee, { [routeOf(profileCalls.viewGet)]: (call) => answer(call) });
    renderAt('/register');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Error fetching user data: Service unavailable',
    );
    expect(screen.getByText('Error fetching user data: Service unavailable')).toBeTruthy();
    answer = profileAnswer(malee);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeTruthy();
  });
});
