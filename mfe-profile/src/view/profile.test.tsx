import { act, fireEvent, screen, within } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { browser, setLanguage } from '@dating/portal';
import { callsTo, fakeApi, pathOf, routeOf, type FakeCall } from '@dating/portal/testing';
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
    expect(valueOf(main, 'Your Birthday')).toBe('[Hidden]');
    expect(valueOf(main, 'Country')).toBe('Thailand');
    expect(valueOf(main, 'Caption')).toBe('-');
    expect(within(main).queryByText('Email', { selector: 'dt' })).toBeNull();
    expect(within(main).queryByText('Contact details')).toBeNull();

    const person = screen.getByRole('region', { name: 'Personal Information' });
    expect(valueOf(person, 'Height (cm)')).toBe('160');
    expect(valueOf(person, 'Weight (kg)')).toBe('[Hidden]');
    expect(valueOf(person, 'What do you value in a person?')).toBe('Honesty, Kindness');
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
        404,
        { status: 'FAILED', message: 'This profile is not available' },
      ],
    });
    renderAt('/profile?id=12');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Error fetching user data: This profile is not available',
    );
    expect(
      screen.getByText('Error fetching user data: This profile is not available'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the page in Thai, server texts included', async () => {
    act(() => setLanguage('th'));
    fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [
        404,
        { status: 'FAILED', message: 'This profile is not available' },
      ],
    });
    renderAt('/profile?id=12');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ข้อผิดพลาด: เกิดข้อผิดพลาดในการดึงข้อมูลผู้ใช้: โปรไฟล์นี้ไม่พร้อมให้ดู',
    );
  });

  it('goes to /search without a member id', () => {
    const calls = profileApi();
    renderAt('/profile?id=abc');
    expect(location()).toBe('/search');
    expect(calls).toEqual([]);
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
        { status: 'OK', message: 'Your profile is now hidden' },
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
        { status: 'OK', message: 'Your profile is visible again' },
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
