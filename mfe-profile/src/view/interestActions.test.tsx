import { act, fireEvent, screen } from '@testing-library/react';
import { profileCalls, type ProfileView, type ViewSection } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, renderRoutes, routeOf } from '@dating/portal/testing';
import ProfilePage from '../pages/ProfilePage';
import { logIn, profileAnswer, profileView, renderAt, resetBrowser, viewSection } from '../testing';

/** Malee (12) as another member sees her, with or without her contact details. */
function malee(contactVisible = false): ProfileView {
  const contacts: ViewSection['values'] = contactVisible
    ? {
        c_email: 'malee@example.com',
        line: 'malee.line',
        whats_app: '+66 81 234 5678',
        facebook: 'malee.fb',
      }
    : {};
  return profileView({
    user_id: 12,
    is_owner: false,
    contact_visible: contactVisible,
    age: 34,
    sections: {
      USER_INFO: viewSection(
        { name: 'Malee', country: 'Thailand', ...contacts },
        contactVisible ? ['phone'] : [],
      ),
      PERSON_INFO: null,
      FAVORITE_INFO: null,
      DATE_INFO: null,
    },
  });
}

const interestActions = () => screen.findByRole('button', { name: 'Interest actions of 7 for 12' });
/** The value beside a label: a contact detail's link text, else the whole cell. */
const valueOf = (label: string) => {
  const cell = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  return (cell?.querySelector('a') ?? cell)?.textContent;
};

describe('the interest actions on another member’s profile (mfe-matching’s)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('are mounted for the viewer and the member; a change they report reads the profile again', async () => {
    const calls = fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(malee()) });
    renderAt('/profile?id=12');
    fireEvent.click(await interestActions());
    await act(async () => {});
    expect(callsTo(calls, profileCalls.viewGet).map((call) => call.body)).toEqual([
      { user_id: 12 },
      { user_id: 12 },
    ]);
    expect(screen.getByRole('heading', { name: 'Malee' })).toBeTruthy();
  });

  it('say so in their place when mfe-matching cannot be loaded, and the profile stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(malee()) });
    renderRoutes('/profile?id=12', { '/profile': <ProfilePage /> });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByRole('heading', { name: 'Malee' })).toBeTruthy();
    jest.restoreAllMocks();
  });

  it('are not offered on my own profile', async () => {
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(profileView({ user_id: 7 })) });
    renderAt('/my-profile');
    expect(await screen.findByRole('button', { name: 'Edit User Information' })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Interest actions/ })).toBeNull();
  });
});

describe('contact details on another member’s profile', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows them when the server sends them, a hidden one as [Hidden]', async () => {
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(malee(true)) });
    renderAt('/profile?id=12');
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeTruthy();
    expect(valueOf('Email')).toBe('malee@example.com');
    expect(valueOf('Line')).toBe('malee.line');
    expect(valueOf("What's App")).toBe('+66 81 234 5678');
    expect(valueOf('Facebook')).toBe('malee.fb');
    expect(valueOf('Tel')).toBe('[Hidden]');
  });

  it('opens each in its app, and copies it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(malee(true)) });
    renderAt('/profile?id=12');
    await screen.findByRole('heading', { name: 'Contact details' });
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('malee@example.com')).toBe('mailto:malee@example.com');
    expect(link('malee.line')).toBe('https://line.me/ti/p/~malee.line');
    expect(link('+66 81 234 5678')).toBe('https://wa.me/66812345678');
    expect(link('malee.fb')).toBe('https://www.facebook.com/malee.fb');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Line' }));
    expect(writeText).toHaveBeenCalledWith('malee.line');
    expect(await screen.findByText('Successfully: Line copied: malee.line')).toBeTruthy();
  });

  it('shows nothing of them when they are not visible', async () => {
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(malee()) });
    renderAt('/profile?id=12');
    await interestActions();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).toBeNull();
    expect(screen.queryByText('Email', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Line', { selector: 'dt' })).toBeNull();
  });

  it('shows them right after a subscriber matches, without reloading the page', async () => {
    let matched = false;
    fakeApi({
      [routeOf(profileCalls.viewGet)]: () => [200, { status: 'OK', profile: malee(matched) }],
    });
    renderAt('/profile?id=12');
    const actions = await interestActions();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).toBeNull();
    matched = true;
    fireEvent.click(actions);
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeTruthy();
    expect(valueOf('Email')).toBe('malee@example.com');
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });
});
