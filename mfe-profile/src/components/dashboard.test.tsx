import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileCalls, type ProfileStatsResult } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { fakeApi, logIn, renderRoutes, resetBrowser, routeOf } from '@dating/portal/testing';
import AdminCharts from './AdminCharts';
import AdminFigures from './AdminFigures';

const wait = { timeout: 10_000 };

const stats: ProfileStatsResult = {
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

/** What this remote shows on the shell's dashboard: its figures in the list, its charts. */
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
    '/admin/photos': <p>photos</p>,
  });
}

describe('the dashboard’s figures and charts of members', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(1, 'A');
    act(() => setLanguage('en'));
    // jsdom draws no canvas: chart.js says so; the charts' data tables are what is read here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('links the photos and verifications waiting to their queues', async () => {
    fakeApi({ [routeOf(profileCalls.adminStats)]: () => [200, stats] });
    show();
    const photos = await screen.findByRole('link', { name: /^Photos waiting\s*7$/ }, wait);
    expect(photos.getAttribute('href')).toBe('/admin/photos');
    expect(
      screen.getByRole('link', { name: /^Verifications waiting\s*3$/ }).getAttribute('href'),
    ).toBe('/admin/verifications');
    fireEvent.click(photos);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/photos'));
  });

  it('charts members per day by gender and by country, with the figures in tables', async () => {
    fakeApi({ [routeOf(profileCalls.adminStats)]: () => [200, stats] });
    show();
    const byGender = await screen.findByRole(
      'figure',
      { name: 'New members per day by gender, last 90 days' },
      wait,
    );
    expect(
      within(byGender).getByRole('img', { name: 'New members per day by gender, last 90 days' }),
    ).toBeTruthy();
    const rows = within(within(byGender).getByRole('table')).getAllByRole('row');
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
  });

  it('says when the figures cannot be read, with Retry', async () => {
    let up = false;
    fakeApi({
      [routeOf(profileCalls.adminStats)]: () =>
        up
          ? [200, stats]
          : [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ],
    });
    show();
    const retry = await screen.findByRole('button', { name: 'Retry: Photos waiting' }, wait);
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    up = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /^Photos waiting\s*7$/ }, wait)).toBeTruthy();
  });
});
