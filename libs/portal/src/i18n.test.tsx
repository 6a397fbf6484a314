import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MessageCode, Messages } from '@dating/contracts';
import {
  addTranslations,
  currentLanguage,
  i18n,
  loadLanguage,
  setLanguage,
  translateServerMessage,
  translationGaps,
  useTranslation,
} from './i18n';
import commonEn from './i18n/common.en';
import commonNo from './i18n/common.no';
import commonTh from './i18n/common.th';
import serverNo from './i18n/server.no';
import serverTh from './i18n/server.th';
import { LanguageSwitch } from './LanguageSwitch';

function Greeting() {
  const { t } = useTranslation('demo');
  return <p>{t('hello')}</p>;
}

/** A fresh copy of the module: it reads localStorage as the page would on load. */
function freshI18n(): typeof import('./i18n') {
  let fresh: typeof import('./i18n') | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
  });
  if (!fresh) throw new Error('./i18n did not load');
  return fresh;
}

describe('i18n', () => {
  beforeAll(() => {
    addTranslations('demo', {
      en: { hello: 'Hello' },
      th: { hello: 'สวัสดี' },
      no: { hello: 'Hei' },
    });
  });

  beforeEach(() => {
    localStorage.clear();
    act(() => setLanguage('en'));
  });

  it('defaults to English', () => {
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('action.retry')).toBe('Retry');
  });

  it('switches language, re-renders and remembers the choice', () => {
    render(
      <>
        <LanguageSwitch />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'NO Norsk' }));
    expect(screen.getByText('Hei')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('no');
    expect(document.documentElement.lang).toBe('no');
    expect(screen.getByRole('button', { name: 'NO Norsk' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'TH ไทย' }));
    expect(screen.getByText('สวัสดี')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('th');
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem('lang', 'th');
    const fresh = freshI18n();
    expect(fresh.currentLanguage()).toBe('th');
    await fresh.loadLanguage(fresh.currentLanguage());
    expect(fresh.i18n.t('action.retry')).toBe('ลองอีกครั้ง');
  });

  it("fetches only the language in use, and another one's texts when switched to it", async () => {
    const fresh = freshI18n();
    const loaders = {
      en: jest.fn(() => Promise.resolve({ default: { hello: 'Hello' } })),
      th: jest.fn(() => Promise.resolve({ default: { hello: 'สวัสดี' } })),
      no: jest.fn(() => Promise.resolve({ default: { hello: 'Hei' } })),
    };
    fresh.addTranslations('lazy', loaders);
    await fresh.loadLanguage('en');
    expect(fresh.i18n.t('lazy:hello')).toBe('Hello');
    expect(loaders.th).not.toHaveBeenCalled();
    expect(loaders.no).not.toHaveBeenCalled();

    fresh.setLanguage('no');
    // The interface keeps its language until the new one's texts are in.
    expect(fresh.currentLanguage()).toBe('en');
    await waitFor(() => expect(fresh.currentLanguage()).toBe('no'));
    expect(fresh.i18n.t('lazy:hello')).toBe('Hei');
    expect(loaders.no).toHaveBeenCalledTimes(1);
    expect(loaders.th).not.toHaveBeenCalled();
  });

  it('renders a page whose texts are still on their way without suspending, then with them', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const late = () => arrived.then(() => ({ default: { hello: 'Hello, late' } }));
    addTranslations('late', { en: late, th: late, no: late });
    function Late() {
      const { t } = useTranslation('late');
      const [count] = useState(2);
      return <p>{`${t('hello')} ×${count}`}</p>;
    }
    const recoverable = jest.fn();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: recoverable });
    act(() =>
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('hello ×2');
    await act(async () => {
      arrive();
      await arrived;
    });
    expect(container.textContent).toBe('Hello, late ×2');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    // The other tests switch languages at once: every namespace's texts are in.
    await Promise.all([loadLanguage('th'), loadLanguage('no')]);
  });

  it("starts a first visit in the browser's own language, Norwegian from any of its tags", () => {
    localStorage.clear();
    const languagesOf = jest.spyOn(navigator, 'languages', 'get');
    try {
      for (const [tags, expected] of [
        [['th-TH', 'en-US'], 'th'],
        [['nb-NO', 'en'], 'no'],
        [['nn'], 'no'],
        [['de-DE', 'th'], 'th'],
        [['de-DE'], 'en'],
      ] as const) {
        languagesOf.mockReturnValue([...tags]);
        jest.isolateModules(() => {
          const fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
          expect(fresh.currentLanguage()).toBe(expected);
        });
      }
      localStorage.setItem('lang', 'en');
      languagesOf.mockReturnValue(['th-TH']);
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
        expect(fresh.currentLanguage()).toBe('en');
      });
    } finally {
      languagesOf.mockRestore();
    }
  });

  it('ignores an unknown remembered language', () => {
    localStorage.setItem('lang', 'de');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
      expect(fresh.currentLanguage()).toBe('en');
    });
  });

  it('counts down in words', () => {
    expect(i18n.t('notice.closing', { count: 5 })).toBe('Closing in 5 seconds');
    act(() => setLanguage('no'));
    expect(i18n.t('notice.closing', { count: 5 })).toBe('Lukkes om 5 sekunder');
    act(() => setLanguage('th'));
    expect(i18n.t('notice.closing', { count: 5 })).toBe('จะปิดใน 5 วินาที');
  });

  it('translates what the server said by its code, with its params, whatever its English', () => {
    expect(translateServerMessage(MessageCode.invalidCredentials)).toBe(
      'Invalid username or password',
    );
    const deactivated = {
      code: 'accountDeactivatedFor',
      params: { reason: 'spam' },
      message:
        'Your account has been deactivated: spam. Contact us if you think this is a mistake.',
    };
    expect(translateServerMessage(deactivated)).toBe(deactivated.message);
    act(() => setLanguage('th'));
    expect(
      translateServerMessage({ code: 'invalidCredentials', message: 'Worded otherwise' }),
    ).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(translateServerMessage(MessageCode.passwordsMismatch)).toBe(
      'รหัสผ่านและยืนยันรหัสผ่านไม่ตรงกัน',
    );
    expect(translateServerMessage(deactivated)).toBe(
      'บัญชีของคุณถูกระงับการใช้งาน: spam โปรดติดต่อเราหากคุณคิดว่านี่เป็นความผิดพลาด',
    );
  });

  it("shows a code this browser does not know by the server's English text", () => {
    act(() => setLanguage('no'));
    expect(
      translateServerMessage({ code: 'someNewCode', message: 'Some new server text: 42.' }),
    ).toBe('Some new server text: 42.');
  });

  it('has th and no for every common text and every contract message', () => {
    expect(translationGaps({ en: commonEn, th: commonTh, no: commonNo })).toEqual([]);
    const codes = Object.keys(Messages).sort();
    expect(Object.keys(serverTh).sort()).toEqual(codes);
    expect(Object.keys(serverNo).sort()).toEqual(codes);
    const places = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
    for (const code of codes as MessageCode[]) {
      // A translation may leave out a place (zod's English problem text), never add one.
      const english = places(Messages[code]);
      const unknown = (text: string) => places(text).filter((place) => !english.includes(place));
      expect([code, unknown(serverTh[code])]).toEqual([code, []]);
      expect([code, unknown(serverNo[code])]).toEqual([code, []]);
    }
  });

  it('finds gaps in a translation', () => {
    expect(
      translationGaps({
        en: { a: 'A', b: { c: 'C' }, n_one: 'one', n_other: 'many' },
        th: { a: 'ก', n_other: 'หลาย' },
        no: { a: '', b: { c: 'C' }, n_one: 'en', n_other: 'mange', extra: 'x' },
      }),
    ).toEqual(['th: missing b.c', 'no: empty a', 'no: not in en extra']);
  });
});
