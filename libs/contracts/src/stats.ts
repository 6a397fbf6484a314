import { z } from 'zod';

/**
 * The admin dashboard's figures count days and months on the portal's business clock: Thai time,
 * where payments are made and the office is.
 */
export const statsTimeZone = 'Asia/Bangkok';

/** Members registered per day, this many days back (today included). */
export const statsDays = 90;

/** Revenue per month, this many months back (this month included). */
export const statsMonths = 12;

/** A calendar day in statsTimeZone, `YYYY-MM-DD`. */
export const statsDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A calendar month in statsTimeZone, `YYYY-MM`. */
export const statsMonthSchema = z.string().regex(/^\d{4}-\d{2}$/);

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: statsTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (statsTimeZone) an instant falls on, `YYYY-MM-DD`. */
export function statsDayOf(instant: Date): string {
  return dayFormat.format(instant);
}

/** `day` moved by `delta` calendar days. */
export function addStatsDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/** The days from `since` to `until`, both included, oldest first. */
export function statsDaysBetween(since: string, until: string): string[] {
  const days: string[] = [];
  for (let day = since; day <= until; day = addStatsDays(day, 1)) days.push(day);
  return days;
}

/** The statsDays days up to the one `now` falls on: its first and last. */
export function statsDayWindow(now: Date, days = statsDays): { since: string; today: string } {
  const today = statsDayOf(now);
  return { since: addStatsDays(today, 1 - days), today };
}

/** The `months` months up to the one `now` falls on, oldest first, `YYYY-MM`. */
export function statsMonthsUpTo(now: Date, months = statsMonths): string[] {
  const [year, month] = statsDayOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (months - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}
