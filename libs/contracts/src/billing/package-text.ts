import { type Language } from '../language';

/** A package's name and detail in each language; English is always there. */
export interface PackageTexts {
  name_en: string;
  name_th: string | null;
  name_no: string | null;
  detail_en: string | null;
  detail_th: string | null;
  detail_no: string | null;
}

/**
 * The package's name and detail in `lang`: each falls back to English on its own, so a package
 * with only a Thai name still shows its English detail.
 */
export function packageText(
  texts: PackageTexts,
  lang: Language,
): { name: string; detail: string | null } {
  if (lang === 'en') return { name: texts.name_en, detail: texts.detail_en };
  const name = lang === 'th' ? texts.name_th : texts.name_no;
  const detail = lang === 'th' ? texts.detail_th : texts.detail_no;
  return { name: name || texts.name_en, detail: detail || texts.detail_en };
}
