export const languages = ['en', 'th', 'no'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function toLanguage(value: string | null | undefined): Language {
  return languages.find((lang) => lang === value) ?? defaultLanguage;
}
