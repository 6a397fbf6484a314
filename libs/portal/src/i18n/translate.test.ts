import { translate, type TranslationStore } from './translate';

const store: TranslationStore = {
  en: {
    demo: {
      greeting: 'Hello {{name}}',
      item_one: '{{count}} member',
      item_other: '{{count}} members',
      nested: { title: 'Title' },
      onlyEnglish: 'Only in English',
    },
    other: { word: 'Other namespace' },
    server: { 'Not found. Really.': 'Not found. Really.' },
  },
  th: {
    demo: {
      greeting: 'สวัสดี {{name}}',
      item_other: 'สมาชิก {{count}} คน',
      nested: { title: 'หัวข้อ' },
    },
  },
};

const en = (key: string | readonly string[], options = {}) =>
  translate(store, 'en', 'en', 'demo', key, options);
const th = (key: string | readonly string[], options = {}) =>
  translate(store, 'th', 'en', 'demo', key, options);

describe('translate', () => {
  it('finds nested keys and fills in values', () => {
    expect(en('nested.title')).toBe('Title');
    expect(th('greeting', { name: 'Malee' })).toBe('สวัสดี Malee');
  });

  it("picks the plural form by the language's own rules", () => {
    expect(en('item', { count: 1 })).toBe('1 member');
    expect(en('item', { count: 5 })).toBe('5 members');
    expect(th('item', { count: 1 })).toBe('สมาชิก 1 คน');
  });

  it('falls back to English, then the default value, then the key', () => {
    expect(th('onlyEnglish')).toBe('Only in English');
    expect(th('missing', { defaultValue: 'Shown instead' })).toBe('Shown instead');
    expect(th('missing.key')).toBe('missing.key');
  });

  it('reads a namespace from a prefix or the options', () => {
    expect(en('other:word')).toBe('Other namespace');
    expect(en('word', { ns: 'other' })).toBe('Other namespace');
  });

  it('takes the first of several keys that has a text', () => {
    expect(en(['missing', 'nested.title'])).toBe('Title');
  });

  it('can take a key as one name, dots and colons included', () => {
    expect(
      en('Not found. Really.', { ns: 'server', keySeparator: false, nsSeparator: false }),
    ).toBe('Not found. Really.');
  });
});
