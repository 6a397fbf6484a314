import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost, loadRuntimeConfig, type DevHostPage } from '@dating/portal';
import SearchPage from './pages/SearchPage';
import MyInterestPage from './pages/MyInterestPage';
import InterestMePage from './pages/InterestMePage';
import MatchingPage from './pages/MatchingPage';
import { matchingNamespace } from './translations';

/** This remote on its own (`npm start -w mfe-matching`): its pages under a minimal host. */
const pages: DevHostPage[] = [
  { path: '/search', titleKey: 'search.title', element: <SearchPage /> },
  { path: '/my-interest', titleKey: 'myInterest.title', element: <MyInterestPage /> },
  { path: '/interest-me', titleKey: 'interestMe.title', element: <InterestMePage /> },
  { path: '/matching', titleKey: 'matching.title', element: <MatchingPage /> },
];

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error('No /config.json: calls to the API will fail', error);
  }
  createRoot(container).render(
    <StrictMode>
      <DevHost name="mfe-matching" namespace={matchingNamespace} pages={pages} />
    </StrictMode>,
  );
}

void start();
