import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost, loadRuntimeConfig, type DevHostPage } from '@dating/portal';
import MyPackagePage from './pages/MyPackagePage';
import { subscriptionNamespace } from './translations';

/** This remote on its own (`npm start -w mfe-subscription`): its pages under a minimal host. */
const pages: DevHostPage[] = [
  { path: '/my-package', titleKey: 'myPackage.title', element: <MyPackagePage /> },
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
      <DevHost name="mfe-subscription" namespace={subscriptionNamespace} pages={pages} />
    </StrictMode>,
  );
}

void start();
