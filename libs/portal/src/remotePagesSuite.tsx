import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from './i18n';
import { NoticeProvider } from './notice';
import { translationGaps, type Translations } from './i18n/translations';
import { PortalProvider } from './PortalProvider';

export interface RemotePageCase {
  component: ComponentType;
  /** SPEC.md's title, and its Thai translation. */
  title: { en: string; th: string };
}

/**
 * What every remote promises the shell: it exposes exactly its pages, each from its own file,
 * each page shows its translated title (inside the providers the shell gives it), and every
 * text exists in th and no.
 */
export function describeRemotePages(options: {
  name: string;
  exposes: Record<string, string>;
  pages: Record<string, RemotePageCase>;
  translations: Translations;
}): void {
  describe(options.name, () => {
    afterEach(() => act(() => setLanguage('en')));

    it('exposes exactly its pages, each from its own file', () => {
      expect(Object.keys(options.exposes).sort()).toEqual(Object.keys(options.pages).sort());
      for (const [expose, file] of Object.entries(options.exposes)) {
        expect(file).toBe(`./src/pages/${expose.slice(2)}.tsx`);
      }
    });

    it.each(Object.keys(options.pages))('%s shows its title, translated', (expose) => {
      const { component: Page, title } = options.pages[expose] as RemotePageCase;
      render(
        <PortalProvider>
          <MemoryRouter>
            <NoticeProvider>
              <Page />
            </NoticeProvider>
          </MemoryRouter>
        </PortalProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title.en);
      act(() => setLanguage('th'));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title.th);
    });

    it('has every text in th and no', () => {
      expect(translationGaps(options.translations)).toEqual([]);
    });
  });
}
