import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authCalls,
  gatewayPaths,
  Messages,
  type AdminExportsResult,
  type ExportState,
} from '@dating/contracts';
import { dateTimeText } from '@dating/portal';
import { callsTo, fakeApi, routeOf } from '@dating/portal/testing';
import { logIn, renderAdminPanel, resetBrowserInEnglish } from '../testing';
import AdminExportsPanel from './AdminExportsPanel';

const wait = { timeout: 5000 };

const state = (id: string, overrides: Partial<ExportState> = {}): ExportState => ({
  export_id: id,
  status: 'ready',
  requested_at: '2026-12-07T08:00:00.000Z',
  ready_at: '2026-12-07T08:02:00.000Z',
  expires_at: '2026-12-08T08:02:00.000Z',
  parts_ready: ['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing'],
  bytes: 48_000,
  ...overrides,
});

const readyId = '0b8e4a4c-7d1f-4d36-9f0e-3f9a1b2c3d4e';
const list: AdminExportsResult = {
  exports: [
    { ...state(readyId), user_id: 7, username: 'malee', requested_by: 'admin' },
    {
      ...state('1c9f5b5d-8e2a-4e47-8a1f-4a0b2c3d4e5f', {
        status: 'preparing',
        ready_at: null,
        expires_at: null,
        parts_ready: ['svc-auth'],
        bytes: null,
      }),
      user_id: 8,
      username: 'nok',
      requested_by: 'admin',
    },
    {
      ...state('2d0a6c6e-9f3b-4f58-9b2a-5b1c3d4e5f60', { status: 'expired' }),
      user_id: 9,
      username: 'lars',
      requested_by: 'admin',
    },
  ],
  has_more: false,
};

const show = () => renderAdminPanel('/admin/exports', <AdminExportsPanel />);

beforeEach(() => {
  resetBrowserInEnglish();
  logIn(1, 'A');
});

afterEach(() => jest.restoreAllMocks());

describe('the data exports panel', () => {
  it('lists the exports admins asked for, each with where it stands, and downloads a ready one', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.adminExports)]: () => [200, list],
      [`GET ${gatewayPaths.exportDownload(readyId)}`]: () => [200, 'zip bytes'],
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    const table = await screen.findByRole('table', {}, wait);
    const [ready, preparing, expired] = within(table)
      .getAllByRole('row')
      .slice(1) as HTMLTableRowElement[];
    if (!ready || !preparing || !expired) throw new Error('three rows expected');
    const rows = [ready, preparing, expired];
    expect(rows.map((row) => row.cells[3]?.textContent)).toEqual([
      `Ready until ${dateTimeText(list.exports[0]?.expires_at ?? null, 'en')}`,
      'Preparing… 1 of 4 parts ready',
      'Expired',
    ]);
    expect(within(preparing).queryByRole('button')).toBeNull();
    expect(within(expired).queryByRole('button')).toBeNull();
    fireEvent.click(within(ready).getByRole('button', { name: 'Download the data of malee' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1), wait);
    expect(callsTo(calls, gatewayPaths.exportDownload(readyId))[0]?.headers.authorization).toBe(
      'Bearer jwt',
    );
    expect(clicked.mock.contexts[0]).toMatchObject({ download: 'malee-data-2026-12-07.zip' });
  });

  it("finds a member with the members' search and prepares their data in the chosen language", async () => {
    let listed: AdminExportsResult = { exports: [], has_more: false };
    const calls = fakeApi({
      [routeOf(authCalls.adminExports)]: () => [200, listed],
      [routeOf(authCalls.adminMembersSearch)]: () => [
        200,
        {
          members: [
            {
              user_id: 7,
              username: 'malee',
              name: 'Malee S.',
              email: 'malee@example.com',
              active: true,
              created_at: '2026-01-01T00:00:00.000Z',
              last_login_at: null,
            },
          ],
          total: 1,
        },
      ],
      [routeOf(authCalls.adminExportRequest)]: () => {
        listed = { exports: list.exports.slice(1, 2), has_more: false };
        return [
          200,
          {
            status: 'OK',
            message: Messages.exportPreparing,
            code: 'exportPreparing',
            export: list.exports[1],
          },
        ];
      },
    });
    show();
    expect(await screen.findByText('No exports have been asked for yet.', {}, wait)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Member (name, username, e-mail or id)'), {
      target: { value: 'malee' },
    });
    fireEvent.change(screen.getByLabelText('Language of the export'), { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare the data of malee' }, wait));
    expect(
      await screen.findByText((text) => text.includes(Messages.exportPreparing), {}, wait),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.adminExportRequest)[0]?.body).toEqual({
      target_user_id: 7,
      lang: 'no',
    });
    expect(callsTo(calls, authCalls.adminMembersSearch)[0]?.body).toMatchObject({
      query: 'malee',
    });
    expect(await screen.findByText('Preparing… 1 of 4 parts ready', {}, wait)).toBeTruthy();
  });

  it("shows the server's message when a request is refused", async () => {
    fakeApi({
      [routeOf(authCalls.adminExports)]: () => [
        503,
        { status: 'FAILED', message: Messages.serviceUnavailable, code: 'serviceUnavailable' },
      ],
    });
    show();
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      Messages.serviceUnavailable,
    );
  });
});
