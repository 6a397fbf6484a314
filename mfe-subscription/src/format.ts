import { type Language } from '@dating/contracts';

/**
 * SPEC.md §2's en-GB day/month/year with hour and minute, `dd/mm/yyyy HH:mm`, in the browser's
 * time zone (or `timeZone`), which it names by its offset from GMT, e.g. `01/03/2026 17:00
 * GMT+7`: the same in every language, so a member and an admin in Norway and Thailand read the
 * same time. Null when there is no date to show.
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
    timeZoneName: 'shortOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  // ICU writes GMT itself as GMT or GMT+0, by version.
  const zone = part('timeZoneName').replace(/^GMT[+-]0$/, 'GMT');
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} ${zone}`;
}

/** Each language's number format: Norwegian groups with a (no-break) space, Thai with a comma. */
const numberLocales: Record<Language, string> = { en: 'en-GB', th: 'th-TH', no: 'nb-NO' };

/**
 * A whole number of Baht grouped as the language writes numbers: 1,499 in English and Thai,
 * 1 499 in Norwegian (the unit is the caller's).
 */
export function formatBaht(amount: number, language: Language = 'en'): string {
  return new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 2 }).format(
    amount,
  );
}
