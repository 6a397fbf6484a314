import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  billingCalls,
  billingRetentionYears,
  MessageCode,
  type RetentionRun,
  type RetentionRunsResult,
} from '@dating/contracts';
import { dateTimeText, setLanguage } from '@dating/portal';
import { callsTo, fakeApi, renderRoutes, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { failed, logIn, ok, resetBrowser } from '../testing';
import en from '../translations.en';
import no from '../translations.no';
import th from '../translations.th';
import AdminRetentionPanel from './AdminRetentionPanel';

const wait = { timeout: 5000 };

const run = (id: number, ranAt: string, erased: RetentionRun['erased']): RetentionRun => ({
  id,
  job: 'billing.retention',
  ran_at: ranAt,
  erased,
});

const newest = run(3, '2026-03-02T03:00:00.000Z', {
  purchase_order: 4,
  user_member: 2,
  receipt: 3,
  receipts: 3,
});
const older = run(2, '2026-03-01T03:00:00.000Z', { purchase_order: 1 });

const runs = (result: Partial<RetentionRunsResult>): FakeAnswer =>
  ok({ runs: [], page: 1, has_more: false, ...result });

/** The panel as the shell's admin area mounts it at /admin/retention. */
const show = () =>
  renderRoutes('/admin/retention', { '/admin/retention': <AdminRetentionPanel /> });

const cellsOf = (row: HTMLTableRowElement | undefined) =>
  [...(row?.cells ?? [])].map((cell) => cell.textContent);

describe('the retention report', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
    logIn(1, 'A');
  });

  it('lists the runs, newest first, with what each erased per table and bucket', async () => {
    const calls = fakeApi({
      [routeOf(billingCalls.adminRetentionRuns)]: runs({ runs: [newest, older] }),
    });
    show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Retention');
    expect(
      screen.getByText(new RegExp(`${billingRetentionYears} years from the end of the year`)),
    ).toBeTruthy();

    const region = await screen.findByRole('region', { name: 'Runs, newest first' }, wait);
    const table = within(region).getByRole('table') as HTMLTableElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ran at', 'purchase_order', 'receipt', 'receipts', 'user_member', 'Total']);
    const [first, second] = table.tBodies[0]?.rows ?? [];
    expect(cellsOf(first)).toEqual([dateTimeText(newest.ran_at, 'en'), '4', '3', '3', '2', '12']);
    // A table or bucket a run did not report counts as nothing erased.
    expect(cellsOf(second)).toEqual([dateTimeText(older.ran_at, 'en'), '1', '0', '0', '0', '1']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);

    expect(callsTo(calls, billingCalls.adminRetentionRuns).map((call) => call.body)).toEqual([
      { page: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when the job has not run yet', async () => {
    fakeApi({ [routeOf(billingCalls.adminRetentionRuns)]: runs({}) });
    show();
    expect(await screen.findByText('The job has not run yet.', undefined, wait)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('pages to older runs while there are more', async () => {
    const calls = fakeApi({
      [routeOf(billingCalls.adminRetentionRuns)]: (call) =>
        (call.body as { page: number }).page === 1
          ? runs({ runs: [newest], has_more: true })(call)
          : runs({ runs: [older], page: 2 })(call),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Older' }, wait));
    expect(await screen.findByText(dateTimeText(older.ran_at, 'en'), undefined, wait)).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(calls, billingCalls.adminRetentionRuns).map((call) => call.body)).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
  });

  it('offers Retry when the runs cannot be read', async () => {
    let up = false;
    const down = failed(503, MessageCode.serviceUnavailable);
    fakeApi({
      [routeOf(billingCalls.adminRetentionRuns)]: (call) =>
        up ? runs({ runs: [newest] })(call) : down(call),
    });
    show();
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'Service unavailable',
    );
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', {}, wait)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('quotes the bookkeeping years from the constant in every language', () => {
    for (const texts of [en, th, no]) {
      expect(texts.admin.retention.intro).toContain('{{years}}');
      expect(texts.admin.retention.intro).not.toMatch(/\d/);
    }
  });
});
