/**
 * SPEC.md §2: en-GB day/month/year with hour and minute, `dd/mm/yyyy HH:mm`, in the browser's
 * time zone (or `timeZone`); null when there is no date to show.
 */
export function formatDateTime(iso: string | null, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A whole number of Baht with thousands separators, e.g. 1,490 (the unit is the caller's). */
export function formatBaht(amount: number): string {
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(amount);
}
