import { act, screen, within } from '@testing-library/react';
import {
  billingRetentionYears,
  deletionGraceDays,
  emailTokenTtlHours,
  eventStreamDays,
  exportLinkHours,
  languages,
  liveFeedHours,
  loginFailureWindowMinutes,
  loginLocksForgottenHours,
  rememberedDeviceDays,
  resetTokenTtlMinutes,
  sessionTokenHours,
  unboundUploadHours,
  type Language,
} from '@dating/contracts';
import { setLanguage, type TranslationTree } from '@dating/portal';
import { privacyOutline, privacyTranslations, privacyValues } from './policy/privacy';
import { fakeApi, renderApp, resetBrowser } from '../testing';

type Place = keyof typeof privacyValues;

/** Where the page quotes each period: its section and point, its place's name, its constant. */
const quotes: readonly (readonly [section: string, point: string, place: Place, value: number])[] =
  [
    ['retention', 'sessions', 'sessionHours', sessionTokenHours],
    ['retention', 'links', 'resetMinutes', resetTokenTtlMinutes],
    ['retention', 'links', 'confirmHours', emailTokenTtlHours],
    ['retention', 'logins', 'failureMinutes', loginFailureWindowMinutes],
    ['retention', 'logins', 'locksHours', loginLocksForgottenHours],
    ['retention', 'devices', 'deviceDays', rememberedDeviceDays],
    ['retention', 'uploads', 'uploadHours', unboundUploadHours],
    ['retention', 'events', 'eventDays', eventStreamDays],
    ['retention', 'events', 'liveHours', liveFeedHours],
    ['retention', 'billing', 'billingYears', billingRetentionYears],
    ['deletion', 'grace', 'graceDays', deletionGraceDays],
    ['deletion', 'erased', 'graceDays', deletionGraceDays],
    ['deletion', 'billing', 'billingYears', billingRetentionYears],
    ['rights', 'access', 'exportHours', exportLinkHours],
  ];

function textAt(tree: TranslationTree, key: string): string {
  let node: TranslationTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node;
}

function texts(tree: TranslationTree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`),
  );
}

const placesIn = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name).sort();

/** `value` as a number of its own in a text: 5 is not found in 15 or 2562. */
const wholeNumber = (value: number) => new RegExp(`(?:^|\\D)${value}(?:\\D|$)`);

/**
 * The legal citations (GDPR Art. 6(1)(b), art. 6 nr. 1 bokstav b, PDPA section 24(3), มาตรา 26)
 * and the version date are the only digits a text may hold; every period is a `{{place}}`.
 */
const citation =
  /(?:section|seksjon|มาตรา) \d+(?:\(\d\))?|\d+\(\d\)\([a-z]\)|art\. \d+ nr\. \d+ bokstav [a-z]/gi;

describe('privacy page', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
  });

  it.each<[Language, string, string]>([
    ['en', 'Privacy Policy', 'Thai Norwegian Dating'],
    ['th', 'นโยบายความเป็นส่วนตัว', 'หาคู่ไทย–นอร์เวย์'],
    ['no', 'Personvernerklæring', 'Thai-norsk dating'],
  ])('renders in %s under its heading', async (language, title, brand) => {
    act(() => setLanguage(language));
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(
      privacyOutline.sections.length,
    );
    expect(document.title).toBe(brand);
    expect(document.body.textContent).not.toContain('{{');
  });

  it.each<Language>(['en', 'th', 'no'])(
    'quotes in %s every period from the constants, in the section about it',
    async (language) => {
      act(() => setLanguage(language));
      renderApp('/privacy');
      const tree = privacyTranslations[language];
      await screen.findByRole(
        'heading',
        { level: 1, name: textAt(tree, 'title') },
        { timeout: 5000 },
      );
      for (const [sectionId, point, , value] of quotes) {
        const region = screen.getByRole('region', {
          name: textAt(tree, `sections.${sectionId}.heading`),
        });
        const points = privacyOutline.sections.find(({ id }) => id === sectionId)?.points ?? [];
        const item = within(region).getAllByRole('listitem')[points.indexOf(point)];
        expect([sectionId, point, item?.textContent]).toEqual([
          sectionId,
          point,
          expect.stringMatching(wholeNumber(value)),
        ]);
      }
    },
  );

  it('says what is kept, who handles it, what deletion does and how members use their rights', async () => {
    act(() => setLanguage('en'));
    renderApp('/privacy');
    const kept = await screen.findByRole(
      'region',
      { name: 'What we keep and why' },
      { timeout: 5000 },
    );
    expect(within(kept).getAllByRole('listitem')).toHaveLength(7);
    expect(kept.textContent).toContain('only when you tick the consent box above them');
    expect(kept.textContent).toContain('Hide from others');
    expect(kept.textContent).toContain('a religion you hide is not found by search either');
    expect(kept.textContent).toContain(
      'withdraw your consent at any time under My Profile → Privacy',
    );
    expect(kept.textContent).toContain('which versions of our Terms and this policy you accepted');
    const processors = screen.getByRole('region', { name: 'Who processes data for us' });
    expect(within(processors).getAllByRole('listitem')).toHaveLength(4);
    const bases = screen.getByRole('region', { name: 'Our legal bases' });
    for (const article of ['Art. 6(1)(b)', 'Art. 6(1)(c)', 'Art. 6(1)(f)'])
      expect(bases.textContent).toContain(article);
    expect(bases.textContent).toContain(
      'your explicit consent, GDPR Art. 9(2)(a), PDPA section 26',
    );
    const deletion = screen.getByRole('region', { name: 'When you delete your account' });
    expect(deletion.textContent).toContain('Keep my account');
    expect(deletion.textContent).toContain('"Deleted member"');
    expect(deletion.textContent).toContain('"message removed"');
    expect(deletion.textContent).toContain('pseudonym');
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(rights.textContent).toContain('Download my data on the My account page');
    expect(rights.textContent).toContain(`only you can download it, for ${exportLinkHours} hours`);
    expect(rights.textContent).toContain('Datatilsynet');
    expect(rights.textContent).toContain('(PDPC)');
    const visibility = screen.getByRole('region', { name: 'Who sees what' });
    expect(visibility.textContent).toContain(
      'Your contact details are shown only to members with an active subscription whose interest you responded to.',
    );
    expect(screen.getByRole('region', { name: 'Cookies and local storage' }).textContent).toContain(
      'login session',
    );
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});

describe('the privacy texts', () => {
  it('name each quoted period by its place in every language', () => {
    for (const [, , place, value] of quotes)
      expect([place, privacyValues[place]]).toEqual([place, value]);
    for (const language of languages)
      for (const [sectionId, point, place] of quotes)
        expect([
          language,
          sectionId,
          point,
          placesIn(textAt(privacyTranslations[language], `sections.${sectionId}.points.${point}`)),
        ]).toEqual([language, sectionId, point, expect.arrayContaining([place])]);
  });

  it('have the same places in th and no as in en, each a value the page gives', () => {
    const known = Object.keys(privacyValues);
    const english = new Map(texts(privacyTranslations.en));
    for (const language of languages)
      for (const [key, text] of texts(privacyTranslations[language])) {
        expect([language, key, placesIn(text)]).toEqual([
          language,
          key,
          placesIn(english.get(key) ?? ''),
        ]);
        for (const place of placesIn(text)) expect(known).toContain(place);
      }
  });

  it('hold no digits besides the date and the legal citations: periods are never written out', () => {
    const digits = /[0-9๐-๙]/;
    for (const language of languages)
      for (const [key, text] of texts(privacyTranslations[language])) {
        if (key === 'updated') continue;
        expect([language, key, digits.test(text.replace(citation, ''))]).toEqual([
          language,
          key,
          false,
        ]);
      }
  });
});
