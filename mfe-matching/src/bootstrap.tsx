import { startDevHost, type DevHostPage } from '@dating/portal';
import MyInterestPage from './pages/MyInterestPage';
import InterestMePage from './pages/InterestMePage';
import MatchingPage from './pages/MatchingPage';
import BlockedMembersPage from './pages/BlockedMembersPage';
import MessagesPage from './pages/MessagesPage';
import NotificationsPage from './pages/NotificationsPage';
import { matchingNamespace } from './translations';

/** This remote on its own (`npm start -w mfe-matching`): its pages under a minimal host. */
const pages: DevHostPage[] = [
  { path: '/my-interest', titleKey: 'myInterest.title', element: <MyInterestPage /> },
  { path: '/interest-me', titleKey: 'interestMe.title', element: <InterestMePage /> },
  { path: '/matching', titleKey: 'matching.title', element: <MatchingPage /> },
  { path: '/blocked-members', titleKey: 'blocked.title', element: <BlockedMembersPage /> },
  { path: '/messages', titleKey: 'messages.title', element: <MessagesPage /> },
  { path: '/notifications', titleKey: 'notifications.title', element: <NotificationsPage /> },
];

void startDevHost({ name: 'mfe-matching', namespace: matchingNamespace, pages });
