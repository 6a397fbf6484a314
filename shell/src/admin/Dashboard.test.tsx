import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage, type RemoteComponentId, type RemoteComponentLoader } from '@dating/portal';
import { fakeApi, remotesWith, renderApp, resetBrowser } from '../testing';

function logInAsAdmin() {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', '1');
  localStorage.setItem('role', 'A');
}

/** Each remote's figures as one list item naming the remote, its charts as a paragraph. */
const dashboard = remotesWith({
  'mfe_subscription/AdminFigures': () => <li>figures of mfe_subscription/AdminFigures</li>,
  'mfe_matching/AdminFigures': () => <li>figures of mfe_matching/AdminFigures</li>,
  'mfe_profile/AdminFigures': () => <li>figures of mfe_profile/AdminFigures</li>,
  'mfe_profile/AdminCharts': () => <p>charts of mfe_profile/AdminCharts</p>,
  'mfe_subscription/AdminCharts': () => <p>charts of mfe_subscription/AdminCharts</p>,
});

/** The dashboard's remotes, but those in `down` cannot be loaded. */
const remotes =
  (down: RemoteComponentId[] = []): RemoteComponentLoader =>
  (id) =>
    down.includes(id) ? Promise.reject(new Error(`${id} is down`)) : dashboard(id);

describe('the admin dashboard', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
    logInAsAdmin();
  });

  afterEach(() => jest.restoreAllMocks());

  it('is the admin area’s first page: every remote’s figures in one list, then the charts', async () => {
    renderApp('/admin', remotes());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const figures = await screen.findAllByText(/^figures of/);
    expect(figures.map((item) => item.textContent)).toEqual([
      'figures of mfe_subscription/AdminFigures',
      'figures of mfe_matching/AdminFigures',
      'figures of mfe_profile/AdminFigures',
    ]);
    expect(new Set(figures.map((item) => item.parentElement)).size).toBe(1);
    expect((await screen.findAllByText(/^charts of/)).map((chart) => chart.textContent)).toEqual([
      'charts of mfe_profile/AdminCharts',
      'charts of mfe_subscription/AdminCharts',
    ]);
  });

  it('shows a remote that is down as one figure not available, and retries it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down: RemoteComponentId[] = ['mfe_subscription/AdminFigures'];
    renderApp('/admin', remotes(down));
    expect(await screen.findByText('figures of mfe_profile/AdminFigures')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Retry: Subscriptions and revenue' });
    expect(within(retry.closest('li') as HTMLElement).getByText('Not available')).toBeTruthy();
    down.length = 0;
    fireEvent.click(retry);
    expect(await screen.findByText('figures of mfe_subscription/AdminFigures')).toBeTruthy();
  });

  it('lists the admin sections, the dashboard first', async () => {
    renderApp('/admin', remotes());
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).className).toContain('active');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Members',
      'Moderation',
      'Photos',
      'Verifications',
      'Purchases',
      'Password reset requests',
      'Deletions',
      'Data exports',
      'Retention',
      'Audit log',
    ]);
  });
});
