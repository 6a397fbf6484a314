import { billingRetentionYears } from '@dating/contracts';
import { Buckets } from '@dating/server';

/**
 * Years are Thai years: the books are kept on the portal's business clock (statsTimeZone, in
 * which the dashboard counts revenue per month), so an order is in the financial year it is in
 * Thai time. Counted in UTC, an order placed between 00:00 and 07:00 on 1 January in Bangkok
 * would fall in the year before and be erased a year before its books may go. Thailand keeps
 * UTC+7 all year.
 */
const thaiOffsetMs = 7 * 3_600_000;

const thaiYearOf = (at: Date) => new Date(at.getTime() + thaiOffsetMs).getUTCFullYear();
const thaiNewYear = (year: number) => new Date(Date.UTC(year, 0, 1) - thaiOffsetMs);

/**
 * When a deleted member's order may be erased: billingRetentionYears after the end of its
 * financial year (bokføringsloven § 13). `orderedAt` is the order's latest date in the books:
 * when it was placed, paid or approved, whichever came last.
 */
export function retentionEndsAt(orderedAt: Date): Date {
  return thaiNewYear(thaiYearOf(orderedAt) + 1 + billingRetentionYears);
}

/**
 * The earliest order date still kept at `now`: an order dated before it is past its
 * retentionEndsAt, one dated at or after it is not. The retention job's SQL condition.
 */
export function keptFrom(now: Date): Date {
  return thaiNewYear(thaiYearOf(now) - billingRetentionYears);
}

/** What a retention pass erased, for its run's record: per table or bucket, rows or objects. */
export function retentionReport(erased: {
  orders: number;
  memberships: number;
  receiptFiles: readonly string[];
}): Record<string, number> {
  return {
    purchase_order: erased.orders,
    user_member: erased.memberships,
    receipt: erased.receiptFiles.length,
    // The vouchers: their looks went when the member was erased.
    [Buckets.receipts]: erased.receiptFiles.length,
  };
}
