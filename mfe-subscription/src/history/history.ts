import type { PurchaseOrderView, PurchaseStatus } from '@dating/contracts';
import { formatDateTime } from '../format';

/** SPEC.md §2: purchase history rows, purchase date ascending. */
export function byPurchaseDate(orders: readonly PurchaseOrderView[]): PurchaseOrderView[] {
  return [...orders].sort(
    (a, b) =>
      new Date(a.purchase_date).getTime() - new Date(b.purchase_date).getTime() ||
      a.purchase_id - b.purchase_id,
  );
}

/** SPEC.md §8: a status without a label (one this page does not know yet) shows '-'. */
export const missingLabel = '-';

export interface HistoryRow {
  purchaseId: number;
  number: number;
  price: number;
  purchaseDate: string | null;
  approvalDate: string | null;
  receiptDate: string | null;
  status: string;
}

/** The table's rows: numbered from 1 in purchase date order, dates as SPEC.md writes them. */
export function historyRows(
  orders: readonly PurchaseOrderView[],
  statusLabel: (status: PurchaseStatus) => string,
  timeZone?: string,
): HistoryRow[] {
  return byPurchaseDate(orders).map((order, index) => ({
    purchaseId: order.purchase_id,
    number: index + 1,
    price: order.purchase_amt,
    purchaseDate: formatDateTime(order.purchase_date, timeZone),
    approvalDate: formatDateTime(order.purchase_approve_date, timeZone),
    receiptDate: formatDateTime(order.purchase_receipt, timeZone),
    status: statusLabel(order.purchase_status),
  }));
}
