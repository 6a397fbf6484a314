import { renderRoutes, type FakeAnswer } from '@dating/portal/testing';
import SearchPage from './pages/SearchPage';
import MyInterestPage from './pages/MyInterestPage';
import InterestMePage from './pages/InterestMePage';
import MatchingPage from './pages/MatchingPage';
import BlockedMembersPage from './pages/BlockedMembersPage';
import MessagesPage from './pages/MessagesPage';
import ConversationPage from './pages/ConversationPage';

export { logIn, resetBrowser } from '@dating/portal/testing';

/** This remote's pages at their shell routes, as the shell frames them (notices included). */
export function renderAt(path: string) {
  return renderRoutes(path, {
    '/search': <SearchPage />,
    '/my-interest': <MyInterestPage />,
    '/interest-me': <InterestMePage />,
    '/matching': <MatchingPage />,
    '/blocked-members': <BlockedMembersPage />,
    '/messages': <MessagesPage />,
    '/messages/:userId': <ConversationPage />,
  });
}

/** The same answer to every call of a path. */
export function answer(status: number, body: unknown): FakeAnswer {
  return () => [status, body];
}
