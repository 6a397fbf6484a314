import { useCallback, useState } from 'react';
import { renderRoutes, type FakeAnswer } from '@dating/portal/testing';
import UnreadCounts, { type Unread } from './components/UnreadCounts';
import MyInterestPage from './pages/MyInterestPage';
import InterestMePage from './pages/InterestMePage';
import MatchingPage from './pages/MatchingPage';
import BlockedMembersPage from './pages/BlockedMembersPage';
import MessagesPage from './pages/MessagesPage';
import ConversationPage from './pages/ConversationPage';
import NotificationsPage from './pages/NotificationsPage';

export { logIn, resetBrowser } from '@dating/portal/testing';

/** This remote's pages at their shell routes, as the shell frames them (notices included). */
export function renderAt(path: string) {
  return renderRoutes(path, {
    '/my-interest': <MyInterestPage />,
    '/interest-me': <InterestMePage />,
    '/matching': <MatchingPage />,
    '/blocked-members': <BlockedMembersPage />,
    '/messages': <MessagesPage />,
    '/messages/:userId': <ConversationPage />,
  });
}

/** The shell's bell as UnreadCounts tells it its count. */
function Bell() {
  const [notifications, setNotifications] = useState(0);
  const onChange = useCallback((unread: Unread) => setNotifications(unread.notifications), []);
  return (
    <>
      <UnreadCounts onChange={onChange} />
      <p data-testid="bell">{notifications}</p>
    </>
  );
}

/** The notifications page at /notifications, under the header's bell (`bell()`: its count). */
export function renderNotifications() {
  return renderRoutes(
    '/notifications',
    { '/notifications': <NotificationsPage /> },
    { header: <Bell /> },
  );
}

/** The unread notifications the header's bell shows. */
export const bell = () => document.querySelector('[data-testid="bell"]')?.textContent;

/** The same answer to every call of a path. */
export function answer(status: number, body: unknown): FakeAnswer {
  return () => [status, body];
}
