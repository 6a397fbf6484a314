import { act, fireEvent, screen, within } from '@testing-library/react';
import { login, setLanguage, type RemoteComponentLoader } from '@dating/portal';
import { remoteUnavailableModule } from './remotes/RemoteUnavailable';
import { fakeApi, remotesWithPage, renderApp, resetBrowser, workingRemotes } from './testing';

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
  ])('shows the public page %s', async (path, title) => {
    renderApp(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });

  it.each([
    '/search',
    '/profile?id=3',
    '/my-profile',
    '/edit-profile',
    '/account',
    '/my-interest',
    '/interest-me',
    '/matching',
    '/messages',
    '/messages/3',
    '/notifications',
    '/my-package',
    '/blocked-members',
  ])('sends a visitor from the member page %s to /', async (path) => {
    const asked: string[] = [];
    const load: RemoteComponentLoader = (id) => {
      asked.push(id);
      return workingRemotes(id);
    };
    renderApp(path, load);
    await screen.findByRole('group', { name: 'Register as' });
    expect(location()).toBe('/');
    expect(asked).toEqual([]);
  });

  it.each([
    ['/register', 'mfe_profile/RegisterPage'],
    ['/search', 'mfe_profile/SearchPage'],
    ['/profile?id=3', 'mfe_profile/ProfilePage'],
    ['/my-profile', 'mfe_profile/MyProfilePage'],
    ['/edit-profile', 'mfe_profile/EditProfilePage'],
    ['/account', 'mfe_profile/AccountPage'],
    ['/my-interest', 'mfe_matching/MyInterestPage'],
    ['/interest-me', 'mfe_matching/InterestMePage'],
    ['/matching', 'mfe_matching/MatchingPage'],
    ['/messages', 'mfe_matching/MessagesPage'],
    ['/messages/3', 'mfe_matching/ConversationPage'],
    ['/notifications', 'mfe_matching/NotificationsPage'],
    ['/my-package', 'mfe_subscription/MyPackagePage'],
    ['/blocked-members', 'mfe_matching/BlockedMembersPage'],
  ])('loads %s from its remote for a member', async (path, title) => {
    login('token', 1, 'U');
    renderApp(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });

  it.each([
    ['/register', 'mfe_profile/RegisterPage'],
    ['/re-password?token=abc', 'mfe_profile/RePasswordPage'],
    ['/confirm-email?token=abc', 'mfe_profile/ConfirmEmailPage'],
    ['/unsubscribe?token=abc', 'mfe_profile/UnsubscribePage'],
    ['/unlock?token=abc', 'mfe_profile/UnlockPage'],
  ])("loads a visitor's page %s from its remote", async (path, title) => {
    renderApp(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });

  it('sends /profile without an id to /search', async () => {
    login('token', 1, 'U');
    renderApp('/profile');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'mfe_profile/SearchPage',
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
    let loads = 0;
    const load = remotesWithPage('mfe_matching/MatchingPage', async () => {
      loads += 1;
      if (!up) throw new Error('Failed to fetch /remotes/matching/mf-manifest.json');
      return () => <h1>Matching</h1>;
    });
    renderApp('/matching', load);

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
    expect(loads).toBe(2);
  });

  it("shows the runtime plugin's fallback page, whose Retry loads again", async () => {
    const pages = [remoteUnavailableModule.default, () => <h1>Your Subscription</h1>];
    const load = remotesWithPage('mfe_subscription/MyPackagePage', async () => {
      const page = pages.shift();
      if (!page) throw new Error('asked once too often');
      return page;
    });
    renderApp('/my-package', load);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Your Subscription',
    );
  });

  it('catches a remote page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    renderApp(
      '/search',
      remotesWithPage('mfe_profile/SearchPage', async () => Broken),
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('translates the notice', async () => {
    act(() => setLanguage('no'));
    renderApp(
      '/matching',
      remotesWithPage('mfe_matching/MatchingPage', async () => {
        throw new Error('down');
      }),
    );
    expect(await screen.findByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
    expect(screen.getByText('Denne siden er ikke tilgjengelig akkurat nå')).toBeTruthy();
  });
});
