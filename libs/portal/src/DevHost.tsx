import './portal.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { AccountProvider } from './account';
import { currentLanguage, loadLanguage, useTranslation } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { NoticeProvider } from './notice';
import { loadRuntimeConfig } from './config';

export interface DevHostPage {
  path: string;
  /** Key of the page's title in the remote's namespace. */
  titleKey: string;
  element: ReactNode;
}

export interface DevHostProps {
  /** The package, e.g. 'mfe-matching'. */
  name: string;
  /** The remote's i18n namespace. */
  namespace: string;
  pages: DevHostPage[];
}

function DevHostBar({ name, namespace, pages }: DevHostProps) {
  const { t } = useTranslation(namespace);
  return (
    <header className="portal-devhost">
      <strong className="portal-devhost__name">{name}</strong>
      <nav className="portal-devhost__nav">
        {pages.map((page) => (
          <NavLink key={page.path} to={page.path}>
            {t(page.titleKey)}
          </NavLink>
        ))}
      </nav>
      <LanguageSwitch />
    </header>
  );
}

/**
 * The minimal host a remote runs in alone (`npm start -w mfe-…`): the shared providers (notices,
 * the signed-in member's account), a router and a bar linking its pages. Not used by the portal
 * itself.
 */
export function DevHost(props: DevHostProps) {
  const first = props.pages[0]?.path ?? '/';
  return (
    <BrowserRouter>
      <DevHostBar {...props} />
      <main className="portal-page">
        <NoticeProvider>
          <AccountProvider>
            <Routes>
              {props.pages.map((page) => (
                <Route key={page.path} path={page.path} element={page.element} />
              ))}
              <Route path="*" element={<Navigate to={first} replace />} />
            </Routes>
          </AccountProvider>
        </NoticeProvider>
      </main>
    </BrowserRouter>
  );
}

/** A remote's `bootstrap.tsx` when it runs alone: config, then its pages under the DevHost. */
export async function startDevHost(props: DevHostProps): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const texts = loadLanguage(currentLanguage());
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error('No /config.json: calls to the API will fail', error);
  }
  await texts;
  createRoot(container).render(
    <StrictMode>
      <DevHost {...props} />
    </StrictMode>,
  );
}
