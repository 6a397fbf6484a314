import type { RemotePageId } from '@dating/portal';

/** A page that lives in a remote: SPEC.md §2's route table, the remote part. */
export interface RemoteRoute {
  path: string;
  /** The remote's exposed page, by federation id, e.g. 'mfe_profile/SearchPage'. */
  page: RemotePageId;
  /** 'member': a token is required, else redirect to / (SPEC.md §2). */
  access: 'public' | 'member';
  /** A query parameter the page needs, and where to go without it. */
  requiredQuery?: { name: string; otherwise: string };
}

export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/register', page: 'mfe_profile/RegisterPage', access: 'public' },
  { path: '/search', page: 'mfe_profile/SearchPage', access: 'member' },
  {
    path: '/profile',
    page: 'mfe_profile/ProfilePage',
    access: 'member',
    requiredQuery: { name: 'id', otherwise: '/search' },
  },
  { path: '/my-profile', page: 'mfe_profile/MyProfilePage', access: 'member' },
  { path: '/edit-profile', page: 'mfe_profile/EditProfilePage', access: 'member' },
  { path: '/account', page: 'mfe_profile/AccountPage', access: 'member' },
  { path: '/confirm-email', page: 'mfe_profile/ConfirmEmailPage', access: 'public' },
  { path: '/unsubscribe', page: 'mfe_profile/UnsubscribePage', access: 'public' },
  { path: '/re-password', page: 'mfe_profile/RePasswordPage', access: 'public' },
  { path: '/unlock', page: 'mfe_profile/UnlockPage', access: 'public' },
  { path: '/my-interest', page: 'mfe_matching/MyInterestPage', access: 'member' },
  { path: '/interest-me', page: 'mfe_matching/InterestMePage', access: 'member' },
  { path: '/matching', page: 'mfe_matching/MatchingPage', access: 'member' },
  { path: '/messages', page: 'mfe_matching/MessagesPage', access: 'member' },
  { path: '/messages/:userId', page: 'mfe_matching/ConversationPage', access: 'member' },
  { path: '/notifications', page: 'mfe_matching/NotificationsPage', access: 'member' },
  { path: '/blocked-members', page: 'mfe_matching/BlockedMembersPage', access: 'member' },
  { path: '/my-package', page: 'mfe_subscription/MyPackagePage', access: 'member' },
];
