import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Messages, type Language, type MessageCode, type MessageParams } from '@dating/contracts';
import { localStore } from '../browser';
import { storageKeys } from '../session';
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
/** The language last asked for; a slower load of an earlier choice must not win. */
let requested = language;
setDocumentLanguage(language);

const store: TranslationStore = {};
const listeners = new Set<() => void>();

/** A module of one namespace's texts in one language, fetched when that language is needed. */
export type TranslationLoader = () => Promise<{ default: TranslationTree }>;
/** How to fetch a namespace's texts, one loader (and chunk) per language. */
export type TranslationLoaders = Record<Language, TranslationLoader>;

const loaders = new Map<string, TranslationLoaders>();
const loading = new Map<string, Promise<void>>();

/** Counts the bundles added, so that a page re-renders when texts it waited for arrive. */
let bundlesAdded = 0;

function addBundle(lang: Language, namespace: string, texts: TranslationTree): void {
  store[lang] = { ...store[lang], [namespace]: texts };
  bundlesAdded += 1;
  listeners.forEach((listener) => listener());
}

const textsVersion = () => bundlesAdded;

function isLoaded(lang: Language, namespace: string): boolean {
  return store[lang]?.[namespace] !== undefined || !loaders.has(namespace);
}

/** One fetch per language and namespace however many ask; a failed one is tried again. */
function loadNamespace(lang: Language, namespace: string): Promise<void> {
  const source = loaders.get(namespace);
  if (!source || store[lang]?.[namespace]) return Promise.resolve();
  const key = `${lang}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = source[lang]().then(
      (texts) => addBundle(lang, namespace, texts.default),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Fetches every registered namespace's texts in `lang`; the portal renders once they are in. */
export async function loadLanguage(lang: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(lang, namespace)));
}

function hasLanguage(lang: Language): boolean {
  return [...loaders.keys()].every((namespace) => isLoaded(lang, namespace));
}

/**
 * Registers a package's texts under its own namespace (call at module load), each language in
 * a chunk of its own: only the member's language is fetched. A namespace in a page that is
 * itself loaded on demand may give all of its texts at once instead.
 */
export function addTranslations(
  namespace: string,
  translations: Translations | TranslationLoaders,
): void {
  for (const lang of languages) {
    const texts = translations[lang];
    if (typeof texts !== 'function') addBundle(lang, namespace, texts);
  }
  const lazy = translations as Partial<TranslationLoaders>;
  if (languages.every((lang) => typeof lazy[lang] === 'function')) {
    loaders.set(namespace, translations as TranslationLoaders);
  }
}

addTranslations('common', {
  en: () => import(/* webpackChunkName: "portal-texts-en" */ './common.en'),
  th: () => import(/* webpackChunkName: "portal-texts-th" */ './common.th'),
  no: () => import(/* webpackChunkName: "portal-texts-no" */ './common.no'),
});
addTranslations('serverMessages', {
  en: () => Promise.resolve({ default: Messages }),
  th: () => import(/* webpackChunkName: "portal-texts-th" */ './server.th'),
  no: () => import(/* webpackChunkName: "portal-texts-no" */ './server.no'),
});

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

export function currentLanguage(): Language {
  return language;
}

function switchTo(next: Language): void {
  setDocumentLanguage(next);
  if (next === language) return;
  language = next;
  listeners.forEach((listener) => listener());
}

/**
 * Switches the whole interface and remembers the choice (localStorage `lang`): at once when the
 * language's texts are in, else once they are fetched (the page keeps its language meanwhile).
 */
export function setLanguage(next: Language): void {
  requested = next;
  localStore()?.setItem(storageKeys.language, next);
  if (hasLanguage(next)) {
    switchTo(next);
    return;
  }
  loadLanguage(next).then(
    () => {
      if (requested === next) switchTo(next);
    },
    (error: unknown) => console.error(`The texts in ${next} could not be loaded`, error),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `t` for a namespace in the current language, re-rendering when the language changes or the
 * namespace's texts arrive. A remote's texts are fetched before its components are handed out
 * (`loadLanguage` in the remote loader), so a page does not wait for them here; one that does
 * shows keys until they come, rather than suspending (a component that suspends mid-render is
 * replayed by React, and a hook after a conditional suspension breaks that replay: #467/#520).
 */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, currentLanguage);
  const version = useSyncExternalStore(subscribe, textsVersion);
  const missing = !isLoaded(current, namespace);
  useEffect(() => {
    if (missing)
      loadNamespace(current, namespace).catch((error: unknown) =>
        console.error(`The ${namespace} texts in ${current} could not be loaded`, error),
      );
  }, [missing, current, namespace]);
  // `version` gives `t` a new identity when texts arrive, so memoised children see them too.
  const t = useMemo(() => fixedT(namespace, current), [namespace, current, version]);
  return { t, i18n };
}

/** The current language, re-rendering when it changes, and the switch. */
export function useLanguage(): [Language, (language: Language) => void] {
  return [useSyncExternalStore(subscribe, currentLanguage), setLanguage];
}

/**
 * What an answer said: its message code, values for the code's places, and its English text.
 * The code is a string, not only a `MessageCode`: a newer server may say one this browser does
 * not know yet, and then its English text is shown.
 */
export interface ServerSaid {
  code: string;
  params?: MessageParams;
  message?: string;
}

/**
 * What the server said, in the current language: its code is the key in the `serverMessages`
 * namespace and its params fill the places; a code this browser does not know shows the
 * server's English text.
 */
export function translateServerMessage(said: ServerSaid | MessageCode): string {
  const { code, params, message }: ServerSaid = typeof said === 'string' ? { code: said } : said;
  // A service deployed before message codes sends its English text alone.
  if (!code) return message ?? '';
  return i18n.t(code, {
    ...params,
    ns: 'serverMessages',
    defaultValue: message ?? code,
    keySeparator: false,
    nsSeparator: false,
  });
}
