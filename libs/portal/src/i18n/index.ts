import { useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@dating/contracts';
import { localStore } from '../browser';
import { storageKeys } from '../session';
import { common } from './common';
import { serverMessages } from './serverMessages';
import { translate, type TranslateOptions, type TranslationStore } from './translate';
import {
  defaultLanguage,
  languages,
  preferredLanguage,
  toLanguage,
  type TranslationTree,
  type Translations,
} from './translations';

export * from './translations';
export type { TranslateOptions } from './translate';

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

let language = initialLanguageOf();
setDocumentLanguage(language);

const store: TranslationStore = {};
const listeners = new Set<() => void>();

function addBundle(lang: Language, namespace: string, texts: TranslationTree): void {
  store[lang] = { ...store[lang], [namespace]: texts };
}

for (const lang of languages) {
  addBundle(lang, 'common', common[lang]);
  addBundle(lang, 'serverMessages', serverMessages[lang]);
}

/** A text by its key, or the first of several keys that has one. */
export type TFunction = (key: string | readonly string[], options?: TranslateOptions) => string;

function fixedT(namespace: string, lang: Language): TFunction {
  return (key, options) => translate(store, lang, defaultLanguage, namespace, key, options);
}

/**
 * The portal's one set of texts. @dating/portal is a shared singleton, so the shell and every
 * remote use this same one; each adds its own namespace with `addTranslations`.
 */
export const i18n = {
  /** A text of namespace `common` (or another, by `ns` or a `namespace:` prefix). */
  t(key: string | readonly string[], options?: TranslateOptions): string {
    return fixedT('common', language)(key, options);
  },
  get language(): Language {
    return language;
  },
};

/** Registers a package's texts under its own namespace (call at module load). */
export function addTranslations(namespace: string, translations: Translations): void {
  for (const lang of languages) addBundle(lang, namespace, translations[lang]);
}

export function currentLanguage(): Language {
  return language;
}

/** Switches the whole interface and remembers the choice (localStorage `lang`). */
export function setLanguage(next: Language): void {
  localStore()?.setItem(storageKeys.language, next);
  setDocumentLanguage(next);
  if (next === language) return;
  language = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `t` for a namespace in the current language, re-rendering when the language changes. */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, currentLanguage);
  const t = useMemo(() => fixedT(namespace, current), [namespace, current]);
  return { t, i18n };
}

/** The current language, re-rendering when it changes, and the switch. */
export function useLanguage(): [Language, (language: Language) => void] {
  return [useSyncExternalStore(subscribe, currentLanguage), setLanguage];
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
