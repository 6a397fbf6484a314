import { act, fireEvent, screen } from '@testing-library/react';
import { interestCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { fakeApi, logIn, renderRoutes, resetBrowser, routeOf } from '@dating/portal/testing';
import AdminFigures from './AdminFigures';

const wait = { timeout: 10_000 };

/** This remote's figure as the shell's dashboard lists it. */
const show = () =>
  renderRoutes('/admin', {
    '/admin': (
      <ul>
        <AdminFigures />
      </ul>
    ),
  });

describe('the dashboard’s figure of reports', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(1, 'A');
    act(() => setLanguage('en'));
  });

  it('links the open reports to the moderation queue', async () => {
    fakeApi({
      [routeOf(interestCalls.adminReportQueue)]: () => [
        200,
        { items: [], total: 2, open_reports: 5 },
      ],
    });
    show();
    const tile = await screen.findByRole('link', { name: /^Open reports\s*5$/ }, wait);
    expect(tile.getAttribute('href')).toBe('/admin/moderation');
  });

  it('says when it cannot be read, with Retry', async () => {
    let up = false;
    fakeApi({
      [routeOf(interestCalls.adminReportQueue)]: () =>
        up
          ? [200, { items: [], total: 0, open_reports: 0 }]
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
    const retry = await screen.findByRole('button', { name: 'Retry: Open reports' }, wait);
    up = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /^Open reports\s*0$/ }, wait)).toBeTruthy();
  });
});
