// Before any schema is parsed (see the file).
import './zod-jitless';
import './styles/shell.css';
import './translations';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage, loadLanguage, loadRuntimeConfig } from '@dating/portal';
import { App } from './App';
import { PagePreloader } from './layout/PagePreloader';
import { loadRemoteComponent, setupFederation } from './remotes/federation';
import { remoteUnavailableModule } from './remotes/RemoteUnavailable';
import { warmSettingImage } from './pages/site/useSettingImage';
import { StartupError } from './StartupError';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const texts = loadLanguage(currentLanguage());
  root.render(
    <main className="portal-page">
      <PagePreloader />
    </main>,
  );
  try {
    const loadingConfig = loadRuntimeConfig();
    // Its failure is the start's to report, below.
    if (window.location.pathname === '/')
      loadingConfig.then(
        () => void warmSettingImage('home'),
        () => undefined,
      );
    const [config] = await Promise.all([loadingConfig, texts]);
    setupFederation(config, remoteUnavailableModule);
    root.render(
      <StrictMode>
        <App loadComponent={loadRemoteComponent} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('The portal could not start', error);
    root.render(<StartupError />);
  }
}

void start();
