import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '@dating/contracts';
import { localStore } from '../browser';
import { storageKeys } from '../session';
import { common } from './common';
import { serverMessages } from './serverMessages';
import { languages, preferredLanguage, toLanguage, type Translations } from './translations';

export * from './translations';

/** The member's choice; on a first visit, the phone's or browser's own language. */
function initialLanguageOf(): Language {
  const stored = localStore()?.getItem(storageKeys.language);
  if (stored) return toLanguage(stored);
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return preferredLanguage(browser) ?? toLanguage(null);
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The portal's one i18next instance. @dating/portal is a shared singleton, so the shell and
 * every remote use this same instance; each adds its own namespace with `addTranslations`.
 */
export const i18n: I18n = i18next.createInstance();

const initialLanguage = initialLanguageOf();
void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: [...languages],
  load: 'languageOnly',
  ns: ['common', 'serverMessages'],
  defaultNS: 'common',
  resources: {
    en: { common: common.en, serverMessages: serverMessages.en },
    th: { common: common.th, serverMessages: serverMessages.th },
    no: { common: common.no, serverMessages: serverMessages.no },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});
setDocumentLanguage(initialLanguage);

/** Registers a package's texts under its own namespace (call at module load). */
export function addTranslations(namespace: string, translations: Translations): void {
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the whole interface and remembers the choice (localStorage `lang`). */
export function setLanguage(language: Language): void {
  localStore()?.setItem(storageKeys.language, language);
  setDocumentLanguage(language);
  void i18n.changeLanguage(language);
}

/** The current language, re-rendering when it changes, and the switch. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n: instance } = useTranslation();
  return [toLanguage(instance.resolvedLanguage ?? instance.language), setLanguage];
}

/**
 * A text from the server in the current language: its English wording is the key in the
 * `serverMessages` namespace; unknown texts come back as they are.
 */
export function translateServerMessage(text: string): string {
  return i18n.t(text, {
    ns: 'serverMessages',
    defaultValue: text,
    keySeparator: false,
    nsSeparator: false,
  });
}
