import { fireEvent, screen, within } from '@testing-library/react';
import { authCalls, type AdminDeletionsResult } from '@dating/contracts';
import { dateTimeText } from '@dating/portal';
import { callsTo, fakeApi, routeOf } from '@dating/portal/testing';
import { deletionsPageSize } from '@dating/contracts';
import { type Deletion, type ErasureStep } from '../admin/deletions';
import { logIn, renderAdminPanel, resetBrowserInEnglish } from '../testing';
import AdminDeletionsPanel from './AdminDeletionsPanel';

const wait = { timeout: 5000 };
const day = 86_400_000;

const done = (service: ErasureStep['service'], overrides: Partial<ErasureStep> = {}) => ({
  service,
  erased_at: '2026-03-01T10:00:05.000Z',
  erased: {},
  pseudonymised: {},
  ...overrides,
});

const deletion = (n: number, overrides: Partial<Deletion> = {}): Deletion => ({
  pseudonym: `member-${String(n).padStart(16, '0')}`,
  deleted_at: '2026-03-01T10:00:00.000Z',
  services: [
    done('svc-auth', {
      erased: { user_login: 1, password_reset_request: 2 },
      pseudonymised: { admin_audit: 3 },
    }),
    done('svc-profile', { erased: { user_info: 1, photos: 4 } }),
    done('svc-interest', { erased: { interest: 5 } }),
    done('svc-billing', { pseudonymised: { purchase_order: 2 } }),
  ],
  ...overrides,
});

const answer = (result: AdminDeletionsResult) => (): [number, unknown] => [200, result];

/** The panel as the shell's admin area mounts it at /admin/deletions. */
const show = () => renderAdminPanel('/admin/deletions', <AdminDeletionsPanel />);

/** A part of the panel, by its heading. */
const part = (name: string) => {
  const section = screen.getByRole('heading', { name }).closest('section');
  if (!section) throw new Error(`No part named ${name}`);
  return within(section);
};

/** The body rows of the deleted accounts' table, without the tables of counts inside them. */
const deletedRows = () => {
  const table = part('Deleted').getAllByRole('table')[0] as HTMLTableElement;
  return [...(table.tBodies[0]?.rows ?? [])];
};

describe('the account deletions panel', () => {
  beforeEach(() => {
    resetBrowserInEnglish();
    logIn(1, 'A');
  });

  it('lists the accounts waiting for their day, and each service’s part of a deletion', async () => {
    const inThreeDays = new Date(Date.now() + 3 * day).toISOString();
    const dueNow = new Date().toISOString();
    const calls = fakeApi({
      [routeOf(authCalls.adminDeletions)]: answer({
        waiting: [
          { user_id: 7, username: 'malee', deletion_due_at: inThreeDays },
          { user_id: 8, username: 'nok', deletion_due_at: dueNow },
        ],
        deleted: [deletion(1)],
      }),
    });
    show();
    await screen.findByRole('heading', { name: 'Waiting for their day' }, wait);

    const waiting = part('Waiting for their day').getAllByRole('row');
    expect(waiting).toHaveLength(3);
    const malee = within(waiting[1] as HTMLElement);
    expect(malee.getByRole('link', { name: 'malee' }).getAttribute('href')).toBe(
      '/admin/members/7',
    );
    expect(waiting[1]?.textContent).toContain(dateTimeText(inThreeDays, 'en'));
    expect(waiting[1]?.textContent).toContain('3 days');
    expect(waiting[2]?.textContent).toContain('Today');

    const [row] = deletedRows();
    const cells = [...(row?.cells ?? [])].map((cell) => cell.textContent);
    expect(cells[0]).toBe('member-0000000000000001');
    expect(cells[1]).toBe(dateTimeText('2026-03-01T10:00:00.000Z', 'en'));
    expect(cells[2]).toBe('Complete');
    expect(cells[3]).toContain(`Done ${dateTimeText('2026-03-01T10:00:05.000Z', 'en')}`);
    expect(cells[3]).toContain('3 erased, 3 pseudonymised');

    // Each table's counts are in a disclosure, closed until asked for.
    const summary = within(row?.cells[3] as HTMLElement).getByText('3 erased, 3 pseudonymised');
    const details = summary.closest('details');
    if (!details) throw new Error('The counts are not in a details element');
    expect(details.open).toBe(false);
    const countsTable = details.querySelector('table') as HTMLTableElement;
    const counts = [...(countsTable.tBodies[0]?.rows ?? [])].map((tr) =>
      [...tr.cells].map((cell) => cell.textContent),
    );
    expect(counts).toEqual([
      ['admin_audit', '0', '3'],
      ['password_reset_request', '2', '0'],
      ['user_login', '1', '0'],
    ]);
    fireEvent.click(summary);
    expect(details.open).toBe(true);

    expect(callsTo(calls, authCalls.adminDeletions).map((call) => call.body)).toEqual([
      { page: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a service that has not reported as waiting: the deletion is not complete', async () => {
    const [auth, profile, interest] = deletion(1).services;
    fakeApi({
      [routeOf(authCalls.adminDeletions)]: answer({
        waiting: [],
        deleted: [
          deletion(1, {
            services: [
              auth as ErasureStep,
              profile as ErasureStep,
              interest as ErasureStep,
              done('svc-billing', { erased_at: null }),
            ],
          }),
        ],
      }),
    });
    show();
    await screen.findByRole('heading', { name: 'Deleted' }, wait);
    const cells = [...(deletedRows()[0]?.cells ?? [])];
    expect(cells[2]?.textContent).toBe('Waiting for 1 service');
    expect(cells[6]?.textContent).toBe('Waiting');
    expect(cells[6]?.querySelector('details')).toBeNull();
    expect(cells[5]?.textContent).toContain('Done');
  });

  it('says when no account waits and none was deleted', async () => {
    fakeApi({ [routeOf(authCalls.adminDeletions)]: answer({ waiting: [], deleted: [] }) });
    show();
    expect(
      await screen.findByText('No account is waiting to be deleted.', undefined, wait),
    ).toBeTruthy();
    expect(screen.getByText('No account has been deleted yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('pages through the deletions, a full page at a time', async () => {
    const full = Array.from({ length: deletionsPageSize }, (_, n) => deletion(n + 1));
    const calls = fakeApi({
      [routeOf(authCalls.adminDeletions)]: (call) =>
        (call.body as { page: number }).page === 1
          ? answer({ waiting: [], deleted: full })()
          : answer({ waiting: [], deleted: [deletion(99)] })(),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Older' }, wait));
    expect(await screen.findByText('member-0000000000000099', undefined, wait)).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(calls, authCalls.adminDeletions).map((call) => call.body)).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
  });

  it('offers a retry when the deletions cannot be read', async () => {
    let up = false;
    fakeApi({
      [routeOf(authCalls.adminDeletions)]: () =>
        up
          ? answer({ waiting: [], deleted: [deletion(1)] })()
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
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'Service unavailable',
    );
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('member-0000000000000001', undefined, wait)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
