import { languages, type Language } from '@dating/contracts';

export { defaultLanguage, languages, toLanguage } from '@dating/contracts';

/** Browser language tags per language: Norwegian comes as nb (Bokmål), nn (Nynorsk) or no. */
const browserTags: Record<string, Language> = { en: 'en', th: 'th', nb: 'no', nn: 'no', no: 'no' };

/** The first of the browser's preferred languages (`navigator.languages`) that we speak. */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const found = browserTags[tag.slice(0, 2).toLowerCase()];
    if (found) return found;
  }
  return null;
}

/** Each language's name in that language, for the switch (not translated, by design). */
export const languageNames: Record<Language, string> = { en: 'English', th: 'ไทย', no: 'Norsk' };

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** One namespace's texts in every language; `en` is SPEC.md's wording. */
export type Translations = Record<Language, TranslationTree>;

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function leaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key.replace(pluralSuffix, '');
    if (typeof value === 'string') found.set(path, value);
    else leaves(value, `${path}.`).forEach((text, nested) => found.set(nested, text));
  }
  return found;
}

/**
 * What th and no lack, or have beyond en, or leave empty, e.g. `th: missing login.title`.
 * Plural forms count as one key (Thai has no singular). Empty when complete.
 */
export function translationGaps(translations: Translations): string[] {
  const base = leaves(translations.en);
  const gaps: string[] = [];
  for (const language of languages.filter((lang) => lang !== 'en')) {
    const other = leaves(translations[language]);
    base.forEach((_text, key) => {
      if (!other.has(key)) gaps.push(`${language}: missing ${key}`);
    });
    other.forEach((text, key) => {
      if (!base.has(key)) gaps.push(`${language}: not in en ${key}`);
      if (text.trim() === '') gaps.push(`${language}: empty ${key}`);
    });
  }
  return gaps;
}
