import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authCalls, profileCalls, type MenuItem } from '@dating/contracts';
import { browser, login, setLanguage, type RemoteComponentProps } from '@dating/portal';
import { callsTo, pathOf, routeOf } from '@dating/portal/testing';
import { fakeApi, remotesWith, remotesWithout, renderApp, resetBrowser } from '../testing';

type UnreadProps = RemoteComponentProps<'mfe_matching/UnreadCounts'>;

/** The remotes, with mfe-matching's UnreadCounts telling `unread`. */
function withUnread(unread: Parameters<UnreadProps['onChange']>[0]) {
  function UnreadCounts({ onChange }: UnreadProps) {
    useEffect(() => onChange(unread), [onChange]);
    return null;
  }
  return remotesWith({ 'mfe_matching/UnreadCounts': UnreadCounts });
}

const menu: MenuItem[] = [
  { menu_id: 1, menu_name: 'Home', menu_path: '/', member_only: false },
  { menu_id: 2, menu_name: 'Search', menu_path: '/search', member_only: true },
  { menu_id: 3, menu_name: 'About Us', menu_path: '/about', member_only: false },
];

const wait = { timeout: 10_000 };

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('header', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('still renders when the menu cannot be loaded', async () => {
    const calls = fakeApi({
      [routeOf(profileCalls.menuGet)]: () => [
        503,
        {
          status: 'FAILED',
          message: 'Service unavailable',
          code: 'serviceUnavailable',
        },
      ],
    });
    renderApp('/');
    await waitFor(() => expect(callsTo(calls, profileCalls.menuGet)).not.toEqual([]));
    expect(screen.getByRole('link', { name: 'Thai Norwegian Dating' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(navigation()).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the server menu without member-only items to a visitor', async () => {
    fakeApi({ [routeOf(profileCalls.menuGet)]: () => [200, menu] });
    renderApp('/');
    await within(navigation()).findByRole('link', { name: 'About Us' });
    const names = within(navigation())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'About Us']);
  });

  it('shows member-only items and the profile menu to a member', async () => {
    fakeApi({ [routeOf(profileCalls.menuGet)]: () => [200, menu] });
    login('token', 5, 'U');
    renderApp('/');
    const search = await within(navigation()).findByRole('link', { name: 'Search' });
    expect(search.getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    const button = screen.getByRole('button', { name: 'Profile menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'My Interest',
      'Interest me',
      'Matching',
      'Messages',
      'My Package',
      'Blocked members',
      'Log Out',
    ]);
    expect(items.slice(0, 7).map((item) => item.getAttribute('href'))).toEqual([
      '/my-profile',
      '/my-interest',
      '/interest-me',
      '/matching',
      '/messages',
      '/my-package',
      '/blocked-members',
    ]);
  });

  it('shows the counts of mfe-matching’s UnreadCounts on the bell and the profile menu', async () => {
    fakeApi();
    login('token', 5, 'U');
    renderApp('/', withUnread({ messages: 2, notifications: 120 }));
    const bell = await screen.findByRole('link', { name: 'Notifications, 120 unread' }, wait);
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.querySelector('.shell-badge')?.textContent).toBe('99+');
    const button = await screen.findByRole('button', { name: 'Profile menu, 2 unread messages' });
    fireEvent.click(button);
    expect(screen.getByRole('menuitem', { name: /^Messages/ }).textContent).toContain(
      '2 unread messages',
    );
    act(() => setLanguage('th'));
    expect(await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 120 รายการ' }, wait)).toBe(
      bell,
    );
  });

  it('shows a bell without a count when all is read, and none to a visitor', async () => {
    fakeApi();
    login('token', 5, 'U');
    const { unmount } = renderApp('/');
    const bell = await screen.findByRole('link', { name: 'Notifications' }, wait);
    expect(bell.querySelector('.shell-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeTruthy();
    unmount();
    resetBrowser();
    fakeApi();
    renderApp('/');
    await screen.findByRole('link', { name: 'Login' }, wait);
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });

  it('keeps the bell and the profile menu, quietly without counts, when their remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi();
    login('token', 5, 'U');
    renderApp('/about', remotesWithout('mfe_matching/UnreadCounts'));
    expect(await screen.findByRole('link', { name: 'Notifications' }, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(screen.getByRole('menuitem', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('logs out: ends the session on the server, clears token and user_id, then reloads', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.sessionEnd)]: () => [
        200,
        { status: 'OK', message: 'You have been logged out', code: 'loggedOut' },
      ],
    });
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    login('token', 5, 'U');
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const logout = callsTo(calls, authCalls.sessionEnd)[0];
    expect(logout?.headers.authorization).toBe('Bearer token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('switches language, and asks for the menu in it', async () => {
    const calls = fakeApi();
    renderApp('/');
    const header = screen.getByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: 'TH ไทย' }));
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('th');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === pathOf(profileCalls.menuGet) && call.headers['accept-language'] === 'th',
        ),
      ).toBe(true),
    );
  });
});

describe('footer', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
  });

  it('has the three links and the version from config.json, linking to /update', async () => {
    renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Site information' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Terms & Conditions',
      'Privacy Policy',
      'Dating Securely',
      'Version 1.0.15',
    ]);
    expect(links[3]?.getAttribute('href')).toBe('/update');
  });

  it.each([
    ['Terms & Conditions', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Dating Securely', '/safe-dating'],
  ])('leads from %s to its page at %s', async (name, path) => {
    renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Site information' });
    fireEvent.click(within(footer).getByRole('link', { name }));
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(path);
  });
});
