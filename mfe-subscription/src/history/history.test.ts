import { order, purchaseStatuses } from '../fixtures';
import { byPurchaseDate, historyRows, statusLabel } from './history';

describe('purchase history', () => {
  const first = order({ purchase_id: 5, purchase_date: '2026-01-05T09:00:00.000Z' });
  const second = order({
    purchase_id: 2,
    purchase_date: '2026-02-10T14:30:00.000Z',
    purchase_status: 'AP',
    purchase_receipt: '2026-02-10T15:00:00.000Z',
    purchase_approve_date: '2026-02-11T08:05:00.000Z',
  });

  it('sorts by purchase date ascending, whatever order the rows come in', () => {
    expect(byPurchaseDate([second, first]).map((row) => row.purchase_id)).toEqual([5, 2]);
    expect(byPurchaseDate([first, second]).map((row) => row.purchase_id)).toEqual([5, 2]);
  });

  it('numbers the rows and writes missing dates as null (shown as N/A)', () => {
    expect(historyRows([second, first], purchaseStatuses, 'en', 'UTC')).toEqual([
      {
        purchaseId: 5,
        number: 1,
        price: 2490,
        purchaseDate: '05/01/2026 09:00 GMT',
        approvalDate: null,
        receiptDate: null,
        status: 'Waiting for payment',
      },
      {
        purchaseId: 2,
        number: 2,
        price: 2490,
        purchaseDate: '10/02/2026 14:30 GMT',
        approvalDate: '11/02/2026 08:05 GMT',
        receiptDate: '10/02/2026 15:00 GMT',
        status: 'Approved',
      },
    ]);
  });

  it('labels the status in the current language, and "-" when the lookup failed', () => {
    expect(statusLabel(purchaseStatuses, 'RJ', 'th')).toBe('ถูกปฏิเสธ');
    expect(statusLabel(purchaseStatuses, 'WA', 'no')).toBe('Venter på kontroll');
    expect(statusLabel(null, 'WA', 'en')).toBe('-');
    expect(statusLabel(purchaseStatuses, 'XX', 'en')).toBe('-');
  });
});
