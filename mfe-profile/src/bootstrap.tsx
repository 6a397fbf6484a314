import { startDevHost, type DevHostPage } from '@dating/portal';
import RegisterPage from './pages/RegisterPage';
import ProfilePage from './pages/ProfilePage';
import MyProfilePage from './pages/MyProfilePage';
import EditProfilePage from './pages/EditProfilePage';
import AccountPage from './pages/AccountPage';
import ConfirmEmailPage from './pages/ConfirmEmailPage';
import UnsubscribePage from './pages/UnsubscribePage';
import RePasswordPage from './pages/RePasswordPage';
import UnlockPage from './pages/UnlockPage';
import SearchPage from './pages/SearchPage';
import { profileNamespace } from './translations';

/** This remote on its own (`npm start -w mfe-profile`): its pages under a minimal host. */
const pages: DevHostPage[] = [
  { path: '/register', titleKey: 'register.title', element: <RegisterPage /> },
  { path: '/profile', titleKey: 'profile.title', element: <ProfilePage /> },
  { path: '/my-profile', titleKey: 'myProfile.title', element: <MyProfilePage /> },
  { path: '/edit-profile', titleKey: 'editProfile.title', element: <EditProfilePage /> },
  { path: '/account', titleKey: 'account.page.title', element: <AccountPage /> },
  { path: '/confirm-email', titleKey: 'account.confirm.title', element: <ConfirmEmailPage /> },
  { path: '/unsubscribe', titleKey: 'mail.unsubscribe.title', element: <UnsubscribePage /> },
  { path: '/re-password', titleKey: 'recovery.title', element: <RePasswordPage /> },
  { path: '/unlock', titleKey: 'unlock.title', element: <UnlockPage /> },
  { path: '/search', titleKey: 'search.title', element: <SearchPage /> },
];

void startDevHost({ name: 'mfe-profile', namespace: profileNamespace, pages });
