import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import {
  AccountProvider,
  NoticeProvider,
  RemoteComponent,
  useSession,
  useTranslation,
} from '@dating/portal';
import { ScrollToTop } from '../routing/ScrollToTop';
import { useSessionCheck } from '../routing/sessionCheck';
import { ConsentGate } from './ConsentGate';
import { Footer } from './Footer';
import { Header } from './Header';
import { PagePreloader } from './PagePreloader';

/**
 * Header, the page (with its notices, the e-mail banner and the deletion banner) and footer
 * around every route; over them, while a new Terms or Privacy Policy waits, the member's consent.
 */
export function Layout() {
  const { t } = useTranslation('shell');
  const { loggedIn } = useSession();
  const title = t('brand');
  useSessionCheck();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="shell">
      <ScrollToTop />
      <Header />
      <main className="portal-page shell-main">
        <NoticeProvider>
          <AccountProvider>
            {/* mfe-profile's banner while the member's e-mail is not confirmed; none while its
                remote loads or when it is down. */}
            {loggedIn && (
              <RemoteComponent
                id="mfe_profile/EmailBanner"
                props={{}}
                placeholder={null}
                fallback={() => null}
              />
            )}
            {/* And while the member's account waits for the deletion they asked for. */}
            {loggedIn && (
              <RemoteComponent
                id="mfe_profile/DeletionBanner"
                props={{}}
                placeholder={null}
                fallback={() => null}
              />
            )}
            {/* A new version of the Terms or the Privacy Policy is asked before anything else. */}
            {loggedIn && <ConsentGate />}
            <Suspense fallback={<PagePreloader />}>
              <Outlet />
            </Suspense>
          </AccountProvider>
        </NoticeProvider>
      </main>
      <Footer />
    </div>
  );
}
