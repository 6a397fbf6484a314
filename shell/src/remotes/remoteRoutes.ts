import type { RemoteName } from '@dating/portal';

/** A page that lives in a remote: SPEC.md §2's route table, the remote part. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The remote's exposed module, e.g. './SearchPage'. */
  expose: string;
  /** 'member': a token is required, else redirect to / (SPEC.md §2). */
  access: 'public' | 'member';
  /** A query parameter the page needs, and where to go without it. */
  requiredQuery?: { name: string; otherwise: string };
}

export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/register', remote: 'profile', expose: './RegisterPage', access: 'public' },
  { path: '/search', remote: 'matching', expose: './SearchPage', access: 'member' },
  {
    path: '/profile',
    remote: 'profile',
    expose: './ProfilePage',
    access: 'member',
    requiredQuery: { name: 'id', otherwise: '/search' },
  },
  { path: '/my-profile', remote: 'profile', expose: './MyProfilePage', access: 'member' },
  { path: '/edit-profile', remote: 'profile', expose: './EditProfilePage', access: 'member' },
  { path: '/my-interest', remote: 'matching', expose: './MyInterestPage', access: 'member' },
  { path: '/interest-me', remote: 'matching', expose: './InterestMePage', access: 'member' },
  { path: '/matching', remote: 'matching', expose: './MatchingPage', access: 'member' },
  { path: '/messages', remote: 'matching', expose: './MessagesPage', access: 'member' },
  {
    path: '/messages/:userId',
    remote: 'matching',
    expose: './ConversationPage',
    access: 'member',
  },
  { path: '/my-package', remote: 'subscription', expose: './MyPackagePage', access: 'member' },
  {
    path: '/blocked-members',
    remote: 'matching',
    expose: './BlockedMembersPage',
    access: 'member',
  },
];
