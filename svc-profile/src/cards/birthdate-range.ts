/** Birthdates, YYYY-MM-DD, of the members whose age in full years lies in a range. */
export interface BirthdateRange {
  /** Born on or before this day: at least the youngest age. */
  bornOnOrBefore: string;
  /** Born after this day: not yet one past the oldest age. */
  bornAfter: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The last birthdate that has turned `years` old on `today` (local date, as `ageInYears`):
 * the same day that many years back, or the month's last day when it has none (29 February).
 */
function turnedOnOrBefore(years: number, today: Date): string {
  const year = today.getFullYear() - years;
  const month = today.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(today.getDate(), lastDay))}`;
}

/**
 * An age range as a birthdate range, so search filters on the birthdate column (and its index
 * entries) instead of computing every member's age: aged at least `from` means born on or
 * before the day `from` years ago; at most `to` means not yet `to + 1`.
 */
export function birthdateRange(from: number, to: number, today: Date = new Date()): BirthdateRange {
  return {
    bornOnOrBefore: turnedOnOrBefore(from, today),
    bornAfter: turnedOnOrBefore(to + 1, today),
  };
}
