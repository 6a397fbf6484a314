import { type BillingStatsResult } from '@dating/contracts';

export interface RevenueRow {
  month: string;
  amount: number;
  orders: number;
}

/** Every month of the window in order, with its revenue, or 0 for a month without approved orders. */
export function revenueMonths(
  months: readonly string[],
  rows: readonly RevenueRow[],
): BillingStatsResult['revenue'] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({
    month,
    amount: byMonth.get(month)?.amount ?? 0,
    orders: byMonth.get(month)?.orders ?? 0,
  }));
}
