import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PortalProvider, setLanguage, translationGaps } from '@dating/portal';
import exposes from '../../exposes.json';
import { matchingTranslations } from '../translations';
import SearchPage from './SearchPage';
import MyInterestPage from './MyInterestPage';
import InterestMePage from './InterestMePage';
import MatchingPage from './MatchingPage';

const pages: Record<string, ComponentType> = {
  './SearchPage': SearchPage,
  './MyInterestPage': MyInterestPage,
  './InterestMePage': InterestMePage,
  './MatchingPage': MatchingPage,
};

/** SPEC.md's titles. */
const englishTitles: Record<string, string> = {
  './SearchPage': 'Search',
  './MyInterestPage': 'My Interest',
  './InterestMePage': 'Interest Me',
  './MatchingPage': 'Matching',
};

const thaiTitles: Record<string, string> = {
  './SearchPage': 'ค้นหา',
  './MyInterestPage': 'คนที่ฉันสนใจ',
  './InterestMePage': 'คนที่สนใจฉัน',
  './MatchingPage': 'จับคู่',
};

function renderPage(Page: ComponentType) {
  return render(
    <PortalProvider>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </PortalProvider>,
  );
}

describe('mfe-matching', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('exposes exactly its pages, each from its own file', () => {
    expect(Object.keys(exposes).sort()).toEqual(Object.keys(pages).sort());
    for (const [expose, file] of Object.entries(exposes)) {
      expect(file).toBe(`./src/pages/${expose.slice(2)}.tsx`);
    }
  });

  it.each(Object.keys(pages))('%s shows its title, translated', (expose) => {
    const Page = pages[expose] as ComponentType;
    renderPage(Page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(englishTitles[expose]);
    act(() => setLanguage('th'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(thaiTitles[expose]);
  });

  it('has every text in th and no', () => {
    expect(translationGaps(matchingTranslations)).toEqual([]);
  });
});
