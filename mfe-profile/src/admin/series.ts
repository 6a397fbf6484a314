import { statsDaysBetween } from '@dating/contracts';

/** One stack of a bar chart: a gender, a country, or the rest together. */
export interface DaySeries {
  /** The gender code or country; null for 'not given'. */
  key: string | null;
  /** The smaller keys summed, beyond `limit`. */
  other: boolean;
  /** One count per day of the window, oldest first. */
  values: number[];
}

/**
 * Per-day counts as chart series over every day from `since` to `today` (0 for a quiet day):
 * the `limit` keys with the most in the window, largest first, and the rest as one 'other'.
 */
export function daySeries<Row extends { day: string; count: number }>(
  since: string,
  today: string,
  rows: readonly Row[],
  keyOf: (row: Row) => string | null,
  limit = 5,
): { days: string[]; series: DaySeries[] } {
  const days = statsDaysBetween(since, today);
  const index = new Map(days.map((day, position) => [day, position]));
  const byKey = new Map<string | null, number[]>();
  for (const row of rows) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    const key = keyOf(row);
    const values = byKey.get(key) ?? days.map(() => 0);
    values[position] = (values[position] ?? 0) + row.count;
    byKey.set(key, values);
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const ranked = [...byKey.entries()].sort(
    ([keyA, a], [keyB, b]) => sum(b) - sum(a) || String(keyA).localeCompare(String(keyB)),
  );
  const series: DaySeries[] = ranked
    .slice(0, limit)
    .map(([key, values]) => ({ key, other: false, values }));
  const rest = ranked.slice(limit);
  if (rest.length > 0) {
    series.push({
      key: null,
      other: true,
      values: days.map((_, position) =>
        rest.reduce((total, [, values]) => total + (values[position] ?? 0), 0),
      ),
    });
  }
  return { days, series };
}

/**
 * Whether a list of `total` rows has more after this page. The service fixes the page size; a
 * full first page tells it (pages are read from the first on).
 */
export function hasMoreRows(
  page: number,
  firstPageLength: number,
  rowsOnPage: number,
  total: number,
): boolean {
  return (page - 1) * firstPageLength + rowsOnPage < total;
}
