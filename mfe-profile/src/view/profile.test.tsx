import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { browser, setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  pathOf,
  renderRoutes,
  routeOf,
  type FakeCall,
} from '@dating/portal/testing';
import ProfileCompleteness from '../components/ProfileCompleteness';
import {
  choiceAnswers,
  logIn,
  photo,
  profileAnswer,
  profileView,
  renderAt,
  resetBrowser,
  viewSection,
} from '../testing';

const location = () => screen.getByTestId('location').textContent;
const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Another member's profile as the server masks it: hidden values left out, no contacts. */
const other = profileView({
  user_id: 12,
  is_owner: false,
  age: 34,
  sections: {
    USER_INFO: viewSection(
      {
        name: 'Malee',
        gender: { code: 'F', label: 'Woman' },
        country: 'Thailand',
        occupation: 'Nurse',
        caption: null,
      },
      ['birthdate'],
    ),
    PERSON_INFO: viewSection(
      {
        height: 160,
        marital_stat: { code: 'S', label: 'Single' },
        person_value: [
          { code: 'HON', label: 'Honesty' },
          { code: 'KIN', label: 'Kindness' },
        ],
      },
      ['weight'],
    ),
    FAVORITE_INFO: null,
    DATE_INFO: viewSection({ age_start: 30, age_end: 45 }),
  },
  photos: [photo(2), photo(1)],
});

/** The owner's own view: every value, hidden ones listed, contact details included. */
const own = profileView({
  user_id: 7,
  age: 36,
  sections: {
    USER_INFO: viewSection(
      {
        name: 'Malee',
        gender: { code: 'F', label: 'Woman' },
        birthdate: '1990-04-01',
        country: 'Thailand',
        c_email: 'malee@example.com',
        line: 'malee.line',
      },
      ['birthdate'],
    ),
    PERSON_INFO: viewSection({ height: 160, weight: 52 }, ['weight']),
    FAVORITE_INFO: null,
    DATE_INFO: null,
  },
});

function profileApi(profile = other) {
  return fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(profile) });
}

describe("another member's profile (/profile?id=)", () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows the main section, the others, and [Hidden] for what the owner hid', async () => {
    const calls = profileApi();
    renderAt('/profile?id=12');
    const main = (await screen.findByRole('heading', { name: 'Malee' })).closest(
      'section',
    ) as HTMLElement;
    expect(calls.map((call: FakeCall) => [call.path, call.body])).toEqual([
      [pathOf(profileCalls.viewGet), { user_id: 12 }],
    ]);
    expect(
      await screen.findByRole('button', { name: 'Interest actions of 7 for 12' }),
    ).toBeTruthy();
    expect(within(main).getByText('34 years')).toBeTruthy();
    expect(valueOf(main, 'Gender')).toBe('Woman');
    // Viewer wording, not the wizard's 'your' labels.
    expect(valueOf(main, 'Birthday')).toBe('[Hidden]');
    expect(within(main).queryByText('Your Birthday')).toBeNull();
    expect(valueOf(main, 'Country')).toBe('Thailand');
    // An empty answer is left out for other members, not shown as '-'.
    expect(within(main).queryByText('Caption', { selector: 'dt' })).toBeNull();
    expect(within(main).queryByText('Email', { selector: 'dt' })).toBeNull();
    expect(within(main).queryByText('Contact details')).toBeNull();

    const person = screen.getByRole('region', { name: 'Personal Information' });
    expect(valueOf(person, 'Height (cm)')).toBe('160');
    expect(valueOf(person, 'Weight (kg)')).toBe('[Hidden]');
    expect(valueOf(person, 'Values in a person')).toBe('Honesty, Kindness');
    expect(within(person).queryByText('Shape', { selector: 'dt' })).toBeNull();
    expect(screen.queryAllByText('-', { selector: 'dd' })).toEqual([]);
    expect(
      within(screen.getByRole('region', { name: 'Favorite' })).getByText('No information yet.'),
    ).toBeTruthy();
    expect(valueOf(screen.getByRole('region', { name: 'Date Information' }), 'Age range to')).toBe(
      '45',
    );
  });

  it('offers no owner actions', async () => {
    profileApi();
    renderAt('/profile?id=12');
    await screen.findByRole('heading', { name: 'Malee' });
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide Profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show Profile' })).toBeNull();
  });

  it('shows photo 1 first, and the others on request', async () => {
    profileApi();
    renderAt('/profile?id=12');
    const main = await screen.findByRole('img', { name: 'Photo 1 of Malee' });
    expect(main.getAttribute('src')).toBe(gatewayPaths.photo('p1'));
    fireEvent.click(screen.getByRole('button', { name: 'Photo 2 of Malee' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of Malee' }).getAttribute('src')).toBe(
      gatewayPaths.photo('p2'),
    );
    expect(
      screen.getByRole('button', { name: 'Photo 2 of Malee' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("says 'Error fetching user data' with the server's message", async () => {
    fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [
        500,
        {
          status: 'FAILED',
          message: 'Something went wrong. Please try again.',
          code: 'internal',
        },
      ],
    });
    renderAt('/profile?id=12');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Error fetching user data: Something went wrong. Please try again.',
    );
    expect(
      screen.getByText('Error fetching user data: Something went wrong. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says calmly that a hidden or deactivated member is not available, with a way home', async () => {
    fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [
        404,
        {
          status: 'FAILED',
          message: 'This profile is not available',
          code: 'profileUnavailable',
        },
      ],
    });
    renderAt('/profile?id=12');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This member is not available' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Error fetching user data/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(location()).toBe('/');
  });

  it('shows the page in Thai, server texts included', async () => {
    act(() => setLanguage('th'));
    fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [
        500,
        {
          status: 'FAILED',
          message: 'Something went wrong. Please try again.',
          code: 'internal',
        },
      ],
    });
    renderAt('/profile?id=12');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ข้อผิดพลาด: เกิดข้อผิดพลาดในการดึงข้อมูลผู้ใช้: เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
    );
  });

  it('says in Thai that the member is not available', async () => {
    act(() => setLanguage('th'));
    fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [
        404,
        {
          status: 'FAILED',
          message: 'This profile is not available',
          code: 'profileUnavailable',
        },
      ],
    });
    renderAt('/profile?id=12');
    expect(
      await screen.findByRole('heading', { name: 'สมาชิกคนนี้ไม่พร้อมให้ดู' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('goes to /search without a member id', () => {
    const calls = profileApi();
    renderAt('/profile?id=abc');
    expect(location()).toBe('/search');
    expect(calls).toEqual([]);
  });
});

describe("another member's profile: only what applies, in the viewer's words", () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
  });

  const dateInfo = viewSection({
    looking_for: { code: 'MARRIAGE', label: 'Marriage' },
    learn_th: { code: 'Y', label: 'Yes' },
    th_spouse_reason: 'Kind people',
    th_women_think: null,
    spouse_expect: null,
  });
  const withUser = (gender: string, country: string) =>
    profileView({
      user_id: 12,
      is_owner: false,
      sections: {
        USER_INFO: viewSection({
          name: 'Somchai',
          gender: { code: gender, label: gender },
          country,
        }),
        PERSON_INFO: null,
        FAVORITE_INFO: null,
        DATE_INFO: dateInfo,
      },
    });

  it("shows a foreign man's answers to the questions meant for him, without empty ones", async () => {
    act(() => setLanguage('en'));
    profileApi(withUser('M', 'Norway'));
    renderAt('/profile?id=12');
    const date = await screen.findByRole('region', { name: 'Date Information' });
    expect(valueOf(date, 'Looking for')).toBe('Marriage');
    expect(valueOf(date, 'Interested in learning Thai')).toBe('Yes');
    expect(valueOf(date, 'Why a Thai spouse')).toBe('Kind people');
    expect(within(date).queryByText('Thoughts about Thai women/men')).toBeNull();
    expect(within(date).queryByText('What are you looking for?')).toBeNull();
  });

  it('leaves those questions out of the profile of a member they do not apply to', async () => {
    act(() => setLanguage('en'));
    profileApi(withUser('F', 'Thailand'));
    renderAt('/profile?id=12');
    const date = await screen.findByRole('region', { name: 'Date Information' });
    expect(valueOf(date, 'Looking for')).toBe('Marriage');
    expect(within(date).queryByText('Interested in learning Thai')).toBeNull();
    expect(within(date).queryByText('Why a Thai spouse')).toBeNull();
  });

  it('uses viewer wording in Thai and Norwegian too', async () => {
    act(() => setLanguage('th'));
    profileApi(withUser('M', 'Norway'));
    const { unmount } = renderAt('/profile?id=12');
    const date = await screen.findByRole('region', { name: 'ข้อมูลการออกเดต' });
    expect(valueOf(date, 'กำลังมองหา')).toBe('Marriage');
    expect(within(date).queryByText('คุณกำลังมองหาอะไร?')).toBeNull();
    unmount();
    act(() => setLanguage('no'));
    renderAt('/profile?id=12');
    const norwegian = await screen.findByRole('region', { name: 'Dateinformasjon' });
    expect(valueOf(norwegian, 'Ser etter')).toBe('Marriage');
  });

  it('shows a silhouette by gender for a member without photos', async () => {
    act(() => setLanguage('en'));
    profileApi(withUser('M', 'Norway'));
    renderAt('/profile?id=12');
    const placeholder = await screen.findByRole('img', { name: 'No photo' });
    expect(placeholder.getAttribute('data-silhouette')).toBe('man');
  });
});

describe('my profile (/my-profile)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('loads my own profile and shows hidden values with a [Hidden] tag, and my contacts', async () => {
    const calls = profileApi(own);
    renderAt('/my-profile');
    const main = (await screen.findByRole('heading', { name: 'Malee' })).closest(
      'section',
    ) as HTMLElement;
    expect(calls[0]?.body).toEqual({ user_id: 7 });
    expect(valueOf(main, 'Your Birthday')).toBe('1 April 1990[Hidden]');
    expect(valueOf(main, 'Email')).toBe('malee@example.com');
    expect(valueOf(main, 'Line')).toBe('malee.line');
    const person = screen.getByRole('region', { name: 'Personal Information' });
    expect(valueOf(person, 'Weight (kg)')).toBe('52[Hidden]');
    expect(valueOf(person, 'Height (cm)')).toBe('160');
  });

  it('edits a section: stores section_index and goes to /edit-profile', async () => {
    fakeApi({ ...choiceAnswers, [routeOf(profileCalls.viewGet)]: profileAnswer(own) });
    renderAt('/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Favorite' }));
    expect(localStorage.getItem('section_index')).toBe('3');
    expect(location()).toBe('/edit-profile');
    expect(await screen.findByRole('heading', { name: 'Favorite' })).toBeTruthy();
  });

  it('offers Edit for User Information in the main section', async () => {
    fakeApi({ ...choiceAnswers, [routeOf(profileCalls.viewGet)]: profileAnswer(own) });
    renderAt('/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit User Information' }));
    expect(localStorage.getItem('section_index')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeTruthy();
  });

  it('hides the profile after confirmation, then reloads the page', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const calls = fakeApi({
      [routeOf(profileCalls.viewGet)]: profileAnswer(own),
      [routeOf(profileCalls.visibilitySet)]: () => [
        200,
        {
          status: 'OK',
          message: 'Your profile is now hidden',
          code: 'profileHidden',
        },
      ],
    });
    renderAt('/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Profile' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to hide profile?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    expect(callsTo(calls, profileCalls.visibilitySet)[0]?.body).toEqual({
      user_id: 7,
      active_flag: 'N',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('shows a hidden profile again, and does nothing on Cancel', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const calls = fakeApi({
      [routeOf(profileCalls.viewGet)]: profileAnswer({ ...own, active_flag: 'N' }),
      [routeOf(profileCalls.visibilitySet)]: () => [
        200,
        {
          status: 'OK',
          message: 'Your profile is visible again',
          code: 'profileShown',
        },
      ],
    });
    renderAt('/my-profile');
    expect(await screen.findByText(/Your profile is hidden/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Profile' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Are you sure you want to show profile?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, profileCalls.visibilitySet)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Show Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    expect(callsTo(calls, profileCalls.visibilitySet)[0]?.body).toEqual({
      user_id: 7,
      active_flag: 'Y',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it("shows the server's refusal to hide, and stays", async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(own) });
    renderAt('/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    reload.mockRestore();
  });

  it('invites the owner to fill in an empty profile', async () => {
    profileApi(profileView());
    renderAt('/my-profile');
    expect(await screen.findByRole('button', { name: 'Edit User Information' })).toBeTruthy();
    expect(screen.getAllByText('No information yet.')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeTruthy();
  });
});

describe('the profile completeness card (My Profile, and home through the shell)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  const completeProfile = profileView({
    user_id: 7,
    sections: {
      USER_INFO: viewSection({ name: 'Malee', gender: { code: 'F', label: 'Woman' } }),
      PERSON_INFO: viewSection({ height: 160 }),
      FAVORITE_INFO: viewSection({ drinking: { code: 'NEVER', label: 'Never' } }),
      DATE_INFO: viewSection({
        gender_for: { code: 'M', label: 'Man' },
        age_start: 30,
        age_end: 45,
      }),
    },
    photos: [photo(1)],
  });

  it('lists what is missing, a photo first, each one tap from its section', async () => {
    fakeApi({ ...choiceAnswers, [routeOf(profileCalls.viewGet)]: profileAnswer(own) });
    renderAt('/my-profile');
    const card = await screen.findByRole('region', { name: 'Complete your profile' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add a photo', 'Fill in Favorite', 'Fill in Date Information']);
    fireEvent.click(within(card).getByRole('link', { name: 'Fill in Favorite' }));
    expect(localStorage.getItem('section_index')).toBe('3');
    expect(location()).toBe('/edit-profile');
    expect(await screen.findByRole('heading', { name: 'Favorite' })).toBeTruthy();
  });

  it("names SPEC's missing gender looked for and age range", async () => {
    const withoutSearch = profileView({
      ...completeProfile,
      sections: { ...completeProfile.sections, DATE_INFO: viewSection({}) },
    });
    profileApi(withoutSearch);
    renderAt('/my-profile');
    const card = await screen.findByRole('region', { name: 'Complete your profile' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Gender looking for not found.', 'Age range of interest not found.']);
  });

  it('leads a member who saved nothing to the wizard', async () => {
    fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [
        404,
        { status: 'FAILED', message: 'Not Found User', code: 'notFoundUser' },
      ],
    });
    renderAt('/my-profile');
    const card = await screen.findByRole('region', { name: 'Complete your profile' });
    expect(
      within(card)
        .getByRole('link', { name: 'Fill in User Information (your name)' })
        .getAttribute('href'),
    ).toBe('/register');
  });

  it('is not shown once the profile is complete', async () => {
    profileApi(completeProfile);
    renderAt('/my-profile');
    await screen.findByRole('heading', { name: 'Malee' });
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).toBeNull();
  });

  it('speaks Thai', async () => {
    act(() => setLanguage('th'));
    profileApi(own);
    renderAt('/my-profile');
    const card = await screen.findByRole('region', { name: 'กรอกโปรไฟล์ของคุณให้ครบ' });
    expect(within(card).getByRole('link', { name: 'เพิ่มรูปภาพ' })).toBeTruthy();
  });

  it('as the home page mounts it: quiet when the profile cannot be read, nothing for a visitor', async () => {
    let answer: FakeCall[] = fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [503, { status: 'FAILED', message: 'Down' }],
    });
    const { unmount } = renderRoutes('/', { '/': <ProfileCompleteness /> });
    await waitFor(() => expect(callsTo(answer, profileCalls.viewGet)).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).toBeNull();
    unmount();

    resetBrowser();
    answer = profileApi(own);
    renderRoutes('/', { '/': <ProfileCompleteness /> });
    expect(screen.queryByRole('region')).toBeNull();
    expect(callsTo(answer, profileCalls.viewGet)).toEqual([]);
  });
});

describe('how recently another member was active (/profile?id=)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it.each([
    ['today', 'Active today'],
    ['week', 'Active this week'],
  ] as const)('shows %s in words near the name', async (active, text) => {
    profileApi({ ...other, active });
    renderAt('/profile?id=12');
    const main = (await screen.findByRole('heading', { name: 'Malee' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(main).getByText(text)).toBeTruthy();
  });

  it('shows nothing when the activity is not given', async () => {
    profileApi({ ...other, active: null });
    renderAt('/profile?id=12');
    await screen.findByRole('heading', { name: 'Malee' });
    expect(screen.queryByText(/^Active /)).toBeNull();
  });

  it('speaks Norwegian', async () => {
    act(() => setLanguage('no'));
    profileApi({ ...other, active: 'week' });
    renderAt('/profile?id=12');
    expect(await screen.findByText('Aktiv denne uken', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
