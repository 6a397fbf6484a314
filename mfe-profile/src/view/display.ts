import type { Language, ViewSection, ViewValue } from '@dating/contracts';

/** What the profile page shows for one field. */
export type Display =
  /** Hidden by its owner: '[Hidden]' to another member. */
  | { kind: 'hidden' }
  | { kind: 'empty' }
  /** `hiddenTag`: the owner's own hidden field, shown with a '[Hidden]' tag. */
  | { kind: 'value'; text: string; hiddenTag: boolean };

function textOf(value: ViewValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((choice) => choice.label).join(', ');
  if (typeof value === 'object') return value.label;
  return String(value).trim();
}

/**
 * A field of a profile section as the viewer may see it (SPEC.md §2, Profile view): another
 * member sees '[Hidden]' for a hidden field, its owner sees the value with a '[Hidden]' tag.
 */
export function displayOf(
  section: ViewSection,
  name: string,
  isOwner: boolean,
  format: (text: string) => string = (text) => text,
): Display {
  const hidden = section.hidden.includes(name);
  if (hidden && !isOwner) return { kind: 'hidden' };
  const text = textOf(section.values[name]);
  if (text === '') return { kind: 'empty' };
  return { kind: 'value', text: format(text), hiddenTag: hidden };
}

const locales: Record<Language, string> = { en: 'en-GB', th: 'th-TH', no: 'nb-NO' };

/** A YYYY-MM-DD date in the reader's language (Thai: the Buddhist era, as Thai readers expect). */
export function formatDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(year, month - 1, day));
}
