import { act, fireEvent, screen, within } from '@testing-library/react';
import { login, setLanguage } from '@dating/portal';
import type { RemoteLoader } from './remotes/loader';
import { remoteUnavailableModule } from './remotes/RemoteUnavailable';
import { fakeApi, fakeRemotePage, renderApp, resetBrowser } from './testing';

const location = () => screen.getByTestId('location').textContent;

describe('routes', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
  });

  it('shows the home page at / and /home, with the four ways to register', async () => {
    for (const path of ['/', '/home']) {
      const { unmount } = renderApp(path);
      const choices = await screen.findByRole('group', { name: 'Register as' });
      const links = within(choices).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Man',
        'Women',
        'Ladyboy',
        'Transgender',
      ]);
      expect(links.every((link) => link.getAttribute('href') === '/register')).toBe(true);
      unmount();
    }
  });

  it('hides the register buttons when logged in', async () => {
    login('token', 1, 'U');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: 'Register as' })).toBeNull();
  });

  it("answers any other path with 'Oops! Page Not Be Found'", async () => {
    renderApp('/no-such-page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Oops! Page Not Be Found',
    );
  });

  it.each([
    ['/about', 'About Us'],
    ['/about-us', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/contact-us', 'Contact Us'],
    ['/update', 'Version History'],
    ['/update-form', 'Update Form'],
    ['/re-password?token=abc', 'Reset Password'],
  ])('shows the public page %s', async (path, title) => {
    renderApp(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });

  it.each([
    '/search',
    '/profile?id=3',
    '/my-profile',
    '/edit-profile',
    '/my-interest',
    '/interest-me',
    '/matching',
    '/my-package',
    '/blocked-members',
  ])('sends a visitor from the member page %s to /', async (path) => {
    const loadRemote = jest.fn(async () => fakeRemotePage('member page'));
    renderApp(path, loadRemote);
    await screen.findByRole('group', { name: 'Register as' });
    expect(location()).toBe('/');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it.each([
    ['/register', 'profile ./RegisterPage'],
    ['/search', 'matching ./SearchPage'],
    ['/profile?id=3', 'profile ./ProfilePage'],
    ['/my-profile', 'profile ./MyProfilePage'],
    ['/edit-profile', 'profile ./EditProfilePage'],
    ['/my-interest', 'matching ./MyInterestPage'],
    ['/interest-me', 'matching ./InterestMePage'],
    ['/matching', 'matching ./MatchingPage'],
    ['/my-package', 'subscription ./MyPackagePage'],
    ['/blocked-members', 'matching ./BlockedMembersPage'],
  ])('loads %s from its remote for a member', async (path, title) => {
    login('token', 1, 'U');
    renderApp(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });

  it('lets a visitor register', async () => {
    renderApp('/register');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'profile ./RegisterPage',
    );
  });

  it('sends /profile without an id to /search', async () => {
    login('token', 1, 'U');
    renderApp('/profile');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'matching ./SearchPage',
    );
    expect(location()).toBe('/search');
  });

  it('sends a logged-in member away from /login', async () => {
    login('token', 1, 'U');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(location()).toBe('/');
  });

  it('scrolls to the top on each route change', async () => {
    renderApp('/');
    await screen.findByRole('group', { name: 'Register as' });
    const scrollTo = window.scrollTo as jest.Mock;
    const before = scrollTo.mock.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'Version 1.0.15' }));
    await screen.findByRole('heading', { name: 'Version History' });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('a remote that is down', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
    login('token', 1, 'U');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows a notice with Retry, keeps the portal working, and loads again on Retry', async () => {
    let up = false;
    const loadRemote: RemoteLoader = jest.fn(async () => {
      if (!up) throw new Error('Failed to fetch /remotes/matching/mf-manifest.json');
      return fakeRemotePage('Matching');
    });
    renderApp('/matching', loadRemote);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(
      'This page is not available right now',
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeTruthy();

    up = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Matching');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it("shows the runtime plugin's fallback page, whose Retry loads again", async () => {
    const loadRemote: RemoteLoader = jest
      .fn()
      .mockResolvedValueOnce(remoteUnavailableModule)
      .mockResolvedValueOnce(fakeRemotePage('Your Subscription'));
    renderApp('/my-package', loadRemote);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Your Subscription',
    );
  });

  it('catches a remote page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    renderApp('/search', async () => ({ default: Broken }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('translates the notice', async () => {
    act(() => setLanguage('no'));
    renderApp('/matching', async () => {
      throw new Error('down');
    });
    expect(await screen.findByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
    expect(screen.getByText('Denne siden er ikke tilgjengelig akkurat nå')).toBeTruthy();
  });
});
