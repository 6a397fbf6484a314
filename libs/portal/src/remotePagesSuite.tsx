import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from './i18n';
import { NoticeProvider } from './notice';
import { translationGaps, type Translations } from './i18n/translations';

export interface RemotePageCase {
  component: ComponentType;
  /** SPEC.md's title, and its Thai translation. */
  title: { en: string; th: string };
}

/**
 * What every remote promises the shell: it exposes exactly its pages and components, each from
 * its own file; each page shows its translated title (inside the providers the shell gives it),
 * and every text exists in th and no.
 */
export function describeRemotePages(options: {
  /** The package, `mfe-<remote>`. */
  name: string;
  exposes: Record<string, string>;
  pages: Record<string, RemotePageCase>;
  /** The components it exposes for others to mount, by exposed module (`./InterestActions`). */
  components?: Record<string, ComponentType<never>>;
  translations: Translations;
}): void {
  const components = options.components ?? {};

  describe(options.name, () => {
    afterEach(() => act(() => setLanguage('en')));

    it('exposes exactly its pages and components, each from its own file', () => {
      expect(Object.keys(options.exposes).sort()).toEqual(
        [...Object.keys(options.pages), ...Object.keys(components)].sort(),
      );
      for (const [expose, file] of Object.entries(options.exposes)) {
        const folder = expose in components ? 'components' : 'pages';
        expect(file).toBe(`./src/${folder}/${expose.slice(2)}.tsx`);
      }
      for (const component of Object.values(components)) expect(component).toBeInstanceOf(Function);
    });

    it.each(Object.keys(options.pages))('%s shows its title, translated', (expose) => {
      const { component: Page, title } = options.pages[expose] as RemotePageCase;
      render(
        <MemoryRouter>
          <NoticeProvider>
            <Page />
          </NoticeProvider>
        </MemoryRouter>,
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
