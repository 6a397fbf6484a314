import { act, fireEvent, screen, within } from '@testing-library/react';
import { profileCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, pathOf, routeOf } from '@dating/portal/testing';
import { formatDateTime } from '../format';
import { order, packages, purchaseStatuses } from '../fixtures';
import { failed, logIn, ok, pageAnswers, renderMyPackage, resetBrowser } from '../testing';

const statuses = { refTable: 'PURCHASE_STATUS' };
const statusesRoute = routeOf(profileCalls.choicesList, statuses);
const approved = order({
  purchase_id: 3,
  purchase_amt: 990,
  purchase_date: '2026-01-05T09:00:00.000Z',
  purchase_status: 'AP',
  purchase_receipt: '2026-01-05T10:00:00.000Z',
  purchase_approve_date: '2026-01-06T08:00:00.000Z',
});
const waiting = order({
  purchase_id: 9,
  purchase_status: 'WA',
  purchase_receipt: '2026-03-01T11:00:00.000Z',
});

async function openHistory() {
  renderMyPackage();
  fireEvent.click(await screen.findByRole('button', { name: 'Purchase History' }));
  return screen.getByRole('dialog', { name: 'Purchase History' });
}

const rowsOf = async (dialog: HTMLElement) => {
  const table = await within(dialog).findByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );
};

describe('the Purchase History modal', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('lists the orders by purchase date, with N/A for missing dates and the status label', async () => {
    fakeApi({
      ...pageAnswers({ packages, orders: [waiting, approved] }),
      [statusesRoute]: ok({ message: '', result: purchaseStatuses }),
    });
    const dialog = await openHistory();
    expect(await rowsOf(dialog)).toEqual([
      ['#', 'Purchase Price', 'Purchase Date', 'Approval Date', 'Receipt Date', 'Purchase Status'],
      [
        '1',
        '990 Baht',
        formatDateTime(approved.purchase_date),
        formatDateTime(approved.purchase_approve_date),
        formatDateTime(approved.purchase_receipt),
        'Approved',
      ],
      [
        '2',
        '2,490 Baht',
        formatDateTime(waiting.purchase_date),
        'N/A',
        formatDateTime(waiting.purchase_receipt),
        'Waiting admin check',
      ],
    ]);

    act(() => setLanguage('th'));
    expect((await rowsOf(dialog))[1]?.[5]).toBe('อนุมัติแล้ว');
  });

  it("shows '-' for the status when its label cannot be looked up", async () => {
    fakeApi({
      ...pageAnswers({ packages, orders: [approved] }),
      [statusesRoute]: failed(503, 'Service unavailable'),
    });
    const dialog = await openHistory();
    expect((await rowsOf(dialog))[1]?.[5]).toBe('-');
  });

  it("says 'No packages available' without orders, and closes", async () => {
    const calls = fakeApi(pageAnswers({ packages }));
    const dialog = await openHistory();
    expect(dialog.textContent).toContain('No packages available');
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(callsTo(calls, pathOf(profileCalls.choicesList, statuses))).toEqual([]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
