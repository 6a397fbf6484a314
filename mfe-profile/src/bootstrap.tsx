import { startDevHost, type DevHostPage } from '@dating/portal';
import RegisterPage from './pages/RegisterPage';
import ProfilePage from './pages/ProfilePage';
import MyProfilePage from './pages/MyProfilePage';
import EditProfilePage from './pages/EditProfilePage';
import { profileNamespace } from './translations';

/** This remote on its own (`npm start -w mfe-profile`): its pages under a minimal host. */
const pages: DevHostPage[] = [
  { path: '/register', titleKey: 'register.title', element: <RegisterPage /> },
  { path: '/profile', titleKey: 'profile.title', element: <ProfilePage /> },
  { path: '/my-profile', titleKey: 'myProfile.title', element: <MyProfilePage /> },
  { path: '/edit-profile', titleKey: 'editProfile.title', element: <EditProfilePage /> },
];

void startDevHost({ name: 'mfe-profile', namespace: profileNamespace, pages });
