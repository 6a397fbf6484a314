import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CategoryCard } from '@dating/contracts';
import { NoticeProvider, PortalProvider, setRuntimeConfig } from '@dating/portal';
import type { FakeAnswer } from '@dating/portal/testing';
import SearchPage from './pages/SearchPage';
import MyInterestPage from './pages/MyInterestPage';
import InterestMePage from './pages/InterestMePage';
import MatchingPage from './pages/MatchingPage';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** This remote's pages at their shell routes, as the shell frames them (notices included). */
export function renderAt(path: string) {
  setRuntimeConfig({
    apiKey: 'test-key',
    version: '1.0.15',
    remotes: { profile: '/p', matching: '/m', subscription: '/s' },
  });
  return render(
    <PortalProvider>
      <MemoryRouter initialEntries={[path]}>
        <NoticeProvider>
          <Routes>
            <Route path="/search" element={<SearchPage />} />
            <Route path="/my-interest" element={<MyInterestPage />} />
            <Route path="/interest-me" element={<InterestMePage />} />
            <Route path="/matching" element={<MatchingPage />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </NoticeProvider>
      </MemoryRouter>
    </PortalProvider>,
  );
}

/** Browser features jsdom lacks, and a clean slate, before each test. */
export function resetBrowser(): void {
  localStorage.clear();
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
}

export function logIn(userId = 7): void {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', String(userId));
  localStorage.setItem('role', 'U');
}

export function card(id: number, overrides: Partial<CategoryCard> = {}): CategoryCard {
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    caption: `Caption ${id}`,
    img: `/api/files/photos/m${id}/card`,
    ...overrides,
  };
}

/** The same answer to every call of a path. */
export function answer(status: number, body: unknown): FakeAnswer {
  return () => [status, body];
}
