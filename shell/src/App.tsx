import './translations';
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RemoteComponentsContext, type RemoteComponentLoader } from '@dating/portal';
import { Layout } from './layout/Layout';
import { RemotePage } from './remotes/RemotePage';
import { remoteRoutes, type RemoteRoute } from './remotes/remoteRoutes';
import { RequireQuery, RequireToken, VisitorOnly } from './routing/guards';
import { RequireAdmin } from './admin/RequireAdmin';

// The shell's own pages load on demand, keeping the first load small.
const HomePage = lazy(() => import('./pages/HomePage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const SafeDatingPage = lazy(() => import('./pages/SafeDatingPage'));
const UpdatePage = lazy(() => import('./pages/UpdatePage'));
const UpdateFormPage = lazy(() => import('./pages/UpdateFormPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const AdminArea = lazy(() => import('./admin/AdminArea'));

function remoteElement(route: RemoteRoute) {
  let element = <RemotePage key={route.path} page={route.page} />;
  if (route.requiredQuery) {
    element = (
      <RequireQuery name={route.requiredQuery.name} otherwise={route.requiredQuery.otherwise}>
        {element}
      </RequireQuery>
    );
  }
  return route.access === 'member' ? <RequireToken>{element}</RequireToken> : element;
}

/** SPEC.md §2's route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="safe-dating" element={<SafeDatingPage />} />
        <Route path="update" element={<UpdatePage />} />
        <Route path="update-form" element={<UpdateFormPage />} />
        <Route
          path="login"
          element={
            <VisitorOnly>
              <LoginPage />
            </VisitorOnly>
          }
        />
        <Route
          path="admin/*"
          element={
            <RequireAdmin>
              <AdminArea />
            </RequireAdmin>
          }
        />
        {remoteRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={remoteElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App({ loadComponent }: { loadComponent: RemoteComponentLoader }) {
  return (
    <RemoteComponentsContext value={loadComponent}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RemoteComponentsContext>
  );
}
