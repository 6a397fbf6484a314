import './admin.css';
import './translations';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { RemotePage } from '../remotes/RemotePage';
import { ResetRequestsPanel } from './ResetRequestsPanel';

/**
 * /admin (role A): the admin frame and its panels (DESIGN.md §2). Password reset requests are
 * the shell's own; the remotes' panels (members, purchases) join this menu.
 */
export default function AdminArea() {
  const { t } = useTranslation('admin');
  return (
    <section className="admin" aria-labelledby="admin-title">
      <h1 id="admin-title">{t('title')}</h1>
      <nav className="admin-nav" aria-label={t('sections')}>
        <NavLink to="/admin/reset-requests">{t('resetRequests.title')}</NavLink>
        <NavLink to="/admin/purchases">{t('purchases.title')}</NavLink>
      </nav>
      <Routes>
        <Route path="reset-requests" element={<ResetRequestsPanel />} />
        <Route
          path="purchases"
          element={<RemotePage remote="subscription" expose="./AdminPurchasesPanel" />}
        />
        <Route path="*" element={<Navigate to="/admin/reset-requests" replace />} />
      </Routes>
    </section>
  );
}
