import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { NoticeProvider } from '@dating/portal';
import { Loading } from '@dating/ui';
import { ScrollToTop } from '../routing/ScrollToTop';
import { useSessionCheck } from '../routing/sessionCheck';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the page (with its notices) and footer around every route. */
export function Layout() {
  const { t } = useTranslation('common');
  useSessionCheck();
  return (
    <div className="shell">
      <ScrollToTop />
      <Header />
      <main className="portal-page shell-main">
        <NoticeProvider>
          <Suspense fallback={<Loading label={t('status.loading')} />}>
            <Outlet />
          </Suspense>
        </NoticeProvider>
      </main>
      <Footer />
    </div>
  );
}
