import type { Language } from '@dating/contracts';

// How the admin screens write dates and amounts, in the interface's language.
const locales: Record<Language, string> = { en: 'en-GB', th: 'th-TH', no: 'nb-NO' };

/** An amount in Baht, whole, e.g. 'THB 1,499'. */
export function bahtText(amount: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency: 'THB',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A calendar day (`YYYY-MM-DD`) as day and short month, e.g. '1 Mar'. */
export function dayText(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A calendar month (`YYYY-MM`) as short month and year, e.g. 'Mar 2026'. */
export function monthText(month: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A day without the time, e.g. for a membership's end; '–' for none. */
export function dateText(iso: string | null, language: Language): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat(locales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** Day, month, year, hour and minute; '–' for none. */
export function dateTimeText(iso: string | null, language: Language): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat(locales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
