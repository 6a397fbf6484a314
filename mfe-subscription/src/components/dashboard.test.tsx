import { act, fireEvent, screen, within } from '@testing-library/react';
import { billingCalls, type BillingStatsResult } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { fakeApi, logIn, renderRoutes, resetBrowser, routeOf } from '@dating/portal/testing';
import AdminCharts from './AdminCharts';
import AdminFigures from './AdminFigures';

const wait = { timeout: 10_000 };

const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10'];
const stats: BillingStatsResult = {
  active_subscriptions: 12,
  receipts_waiting: 2,
  revenue: [...months, '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map((month) => ({
    month,
    amount: month === '2026-03' ? 2698 : month === '2026-02' ? 299 : 0,
    orders: month === '2026-03' ? 2 : month === '2026-02' ? 1 : 0,
  })),
};

/** What this remote shows on the shell's dashboard: its figures in the list, its chart. */
function show() {
  renderRoutes('/admin', {
    '/admin': (
      <>
        <ul>
          <AdminFigures />
        </ul>
        <AdminCharts />
      </>
    ),
  });
}

describe('the dashboard’s figures and chart of purchases', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(1, 'A');
    act(() => setLanguage('en'));
    // jsdom draws no canvas: chart.js says so; the chart's data table is what is read here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('links subscriptions, receipts waiting and this month’s revenue to the purchases', async () => {
    fakeApi({ [routeOf(billingCalls.adminStats)]: () => [200, stats] });
    show();
    for (const name of [
      /^Active subscriptions\s*12$/,
      /^Receipts waiting\s*2$/,
      /^Revenue this month\s*THB\s*2,698$/,
    ]) {
      const tile = await screen.findByRole('link', { name }, wait);
      expect(tile.getAttribute('href')).toBe('/admin/purchases');
    }
  });

  it('charts revenue per month for 12 months', async () => {
    fakeApi({ [routeOf(billingCalls.adminStats)]: () => [200, stats] });
    show();
    const revenue = await screen.findByRole(
      'figure',
      { name: 'Revenue per month (approved orders), last 12 months' },
      wait,
    );
    const rows = within(within(revenue).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]?.textContent?.replace(/\s+/g, ' ')).toBe('Mar 2026THB 2,698');
  });

  it('says when the figures cannot be read, each with its Retry', async () => {
    let up = false;
    fakeApi({
      [routeOf(billingCalls.adminStats)]: () =>
        up
          ? [200, stats]
          : [503, { status: 'FAILED', message: 'Service unavailable', code: 'serviceUnavailable' }],
    });
    show();
    expect(
      await screen.findByRole('button', { name: 'Retry: Active subscriptions' }, wait),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Receipts waiting/ })).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry: Receipts waiting' }));
    expect(await screen.findByRole('link', { name: /^Receipts waiting\s*2$/ }, wait)).toBeTruthy();
  });
});
