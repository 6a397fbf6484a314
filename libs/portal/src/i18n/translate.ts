import type { Language } from '@dating/contracts';
import type { TranslationTree } from './translations';

/** What a text may be given: values for its `{{name}}` places, and how to find it. */
export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`, …) and fills `{{count}}`. */
  count?: number;
  /** The namespace, instead of the caller's or a `namespace:` prefix. */
  ns?: string;
  /** Shown when no language has the text; else the key is. */
  defaultValue?: string;
  /** false: the key is one name, dots and all (server texts are keyed by their wording). */
  keySeparator?: false;
  /** false: a colon in the key is part of it, not a namespace prefix. */
  nsSeparator?: false;
  [value: string]: unknown;
}

/** Every loaded text: language → namespace → texts. */
export type TranslationStore = Partial<Record<Language, Record<string, TranslationTree>>>;

function lookup(tree: TranslationTree | undefined, path: readonly string[]): string | undefined {
  let node: TranslationTree | string | undefined = tree;
  for (const part of path) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` replaced by the option of that name; a place without a value stays as it is. */
export function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (place, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? place : String(value);
  });
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function find(
  store: TranslationStore,
  language: Language,
  namespace: string,
  path: readonly string[],
  count: number | undefined,
): string | undefined {
  const tree = store[language]?.[namespace];
  if (count !== undefined) {
    const last = path.length - 1;
    for (const form of [pluralForm(language, count), 'other']) {
      const plural = lookup(tree, [...path.slice(0, last), `${path[last]}_${form}`]);
      if (plural !== undefined) return plural;
    }
  }
  return lookup(tree, path);
}

function located(key: string, defaultNamespace: string, options: TranslateOptions) {
  const colon = options.nsSeparator === false ? -1 : key.indexOf(':');
  const namespace = colon > 0 ? key.slice(0, colon) : (options.ns ?? defaultNamespace);
  const name = colon > 0 ? key.slice(colon + 1) : key;
  return { namespace, path: options.keySeparator === false ? [name] : name.split('.') };
}

/**
 * A key's text in `language`, else in `fallback`, else `defaultValue`, else the key: i18next's
 * conventions, as far as the portal uses them (namespace prefix `ns:key`, nested keys with dots,
 * several keys tried in turn, plurals by the language's own rules, `{{name}}` values, unescaped:
 * React escapes).
 */
export function translate(
  store: TranslationStore,
  language: Language,
  fallback: Language,
  defaultNamespace: string,
  keys: string | readonly string[],
  options: TranslateOptions = {},
): string {
  const tried = typeof keys === 'string' ? [keys] : keys;
  for (const key of tried) {
    const { namespace, path } = located(key, defaultNamespace, options);
    const text =
      find(store, language, namespace, path, options.count) ??
      find(store, fallback, namespace, path, options.count);
    if (text !== undefined) return interpolate(text, options);
  }
  return interpolate(options.defaultValue ?? tried[tried.length - 1] ?? '', options);
}
