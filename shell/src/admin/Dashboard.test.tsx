import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  billingCalls,
  interestCalls,
  profileCalls,
  type BillingStatsResult,
  type ProfileStatsResult,
} from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { routeOf } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser } from '../testing';
import type { BarChartData } from './dashboard/drawChart';

// chart.js needs a real canvas; the charts' data tables are what these tests read.
const drawn: BarChartData[] = [];
jest.mock('./dashboard/drawChart', () => ({
  drawBarChart: (_canvas: HTMLCanvasElement, data: BarChartData) => {
    drawn.push(data);
    return () => undefined;
  },
}));

const profileStats: ProfileStatsResult = {
  since: '2025-12-02',
  today: '2026-03-01',
  by_gender: [
    { day: '2026-02-28', gender: 'F', count: 2 },
    { day: '2026-03-01', gender: 'M', count: 1 },
    { day: '2026-03-01', gender: null, count: 1 },
  ],
  by_country: [
    { day: '2026-02-28', country: 'Thailand', count: 2 },
    { day: '2026-03-01', country: 'Norway', count: 2 },
  ],
  members_total: 120,
  members_new: 4,
  photos_waiting: 7,
  verifications_waiting: 3,
};

const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10'];
const billingStats: BillingStatsResult = {
  active_subscriptions: 12,
  receipts_waiting: 2,
  revenue: [...months, '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map((month) => ({
    month,
    amount: month === '2026-03' ? 2698 : month === '2026-02' ? 299 : 0,
    orders: month === '2026-03' ? 2 : month === '2026-02' ? 1 : 0,
  })),
};

const answers = {
  [routeOf(profileCalls.adminStats)]: () => [200, profileStats] as [number, unknown],
  [routeOf(billingCalls.adminStats)]: () => [200, billingStats] as [number, unknown],
  [routeOf(interestCalls.adminReportQueue)]: () =>
    [200, { items: [], total: 2, open_reports: 5 }] as [number, unknown],
};

function logInAsAdmin() {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', '1');
  localStorage.setItem('role', 'A');
}

const tile = (name: RegExp) => screen.findByRole('link', { name }, { timeout: 10_000 });

describe('the admin dashboard', () => {
  beforeEach(() => {
    resetBrowser();
    drawn.length = 0;
    act(() => setLanguage('en'));
    logInAsAdmin();
  });

  it('is the admin area’s first page, with each figure linking to its queue', async () => {
    fakeApi(answers);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const expected: [RegExp, string][] = [
      [/^Active subscriptions\s*12$/, '/admin/purchases'],
      [/^Receipts waiting\s*2$/, '/admin/purchases'],
      [/^Open reports\s*5$/, '/admin/moderation'],
      [/^Photos waiting\s*7$/, '/admin/photos'],
      [/^Verifications waiting\s*3$/, '/admin/verifications'],
      [/^Revenue this month\s*THB\s*2,698$/, '/admin/purchases'],
    ];
    for (const [name, href] of expected) expect((await tile(name)).getAttribute('href')).toBe(href);
    fireEvent.click(await tile(/^Photos waiting/));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/photos'));
  });

  it('charts members per day by gender and by country, with the figures in tables', async () => {
    fakeApi(answers);
    renderApp('/admin');
    const byGender = await screen.findByRole(
      'figure',
      { name: 'New members per day by gender, last 90 days' },
      { timeout: 10_000 },
    );
    expect(
      within(byGender).getByRole('img', { name: 'New members per day by gender, last 90 days' }),
    ).toBeTruthy();
    const table = within(byGender).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(91);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Woman', 'Man', 'Not given', 'Total']);
    expect(rows[89]?.textContent).toBe('28 Feb2002');
    expect(rows[90]?.textContent).toBe('1 Mar0112');
    expect(screen.getByText('4 new members in 90 days, 120 in all')).toBeTruthy();

    const byCountry = screen.getByRole('figure', {
      name: 'New members per day by country, last 90 days',
    });
    const countryRows = within(within(byCountry).getByRole('table')).getAllByRole('row');
    expect(countryRows[90]?.textContent).toBe('1 Mar202');
    await waitFor(() => expect(drawn).toHaveLength(3));
    expect(drawn[0]).toMatchObject({ stacked: true });
  });

  it('charts revenue per month for 12 months', async () => {
    fakeApi(answers);
    renderApp('/admin');
    const revenue = await screen.findByRole(
      'figure',
      { name: 'Revenue per month (approved orders), last 12 months' },
      { timeout: 10_000 },
    );
    const rows = within(within(revenue).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]?.textContent?.replace(/\s+/g, ' ')).toBe('Mar 2026THB 2,698');
  });

  it('keeps the other figures when one service is down, and retries it', async () => {
    let billingUp = false;
    fakeApi({
      ...answers,
      [routeOf(billingCalls.adminStats)]: () =>
        billingUp
          ? [200, billingStats]
          : [503, { status: 'FAILED', message: 'Service unavailable' }],
    });
    renderApp('/admin');
    expect(await tile(/^Photos waiting\s*7$/)).toBeTruthy();
    expect(await tile(/^Open reports\s*5$/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry: Active subscriptions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Receipts waiting/ })).toBeNull();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    billingUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry: Receipts waiting' }));
    expect(await tile(/^Receipts waiting\s*2$/)).toBeTruthy();
  });

  it('mounts the remotes’ queues under their menu items', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(answers);
    renderApp('/admin');
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
      'Audit log',
    ]);
    fireEvent.click(within(nav).getByRole('link', { name: 'Moderation' }));
    // The test's remote components are down except the two it fakes: the panel says so.
    expect(
      await screen.findByText('This part of the page could not be loaded.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/moderation');
    jest.restoreAllMocks();
  });
});
