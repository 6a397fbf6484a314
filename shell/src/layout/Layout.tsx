import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { NoticeProvider, useTranslation } from '@dating/portal';
import { ScrollToTop } from '../routing/ScrollToTop';
import { useSessionCheck } from '../routing/sessionCheck';
import { AccountProvider } from '../pages/account/account';
import { EmailBanner } from './EmailBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PagePreloader } from './PagePreloader';

/** Header, the page (with its notices and the e-mail banner) and footer around every route. */
export function Layout() {
  const { t } = useTranslation('shell');
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
            <EmailBanner />
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
