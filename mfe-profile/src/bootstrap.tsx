import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost, loadRuntimeConfig, type DevHostPage } from '@dating/portal';
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
      <DevHost name="mfe-profile" namespace={profileNamespace} pages={pages} />
    </StrictMode>,
  );
}

void start();
