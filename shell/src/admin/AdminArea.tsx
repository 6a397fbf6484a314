import './admin.css';
import './translations';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { RemoteComponent, useTranslation } from '@dating/portal';
import { DashboardPanel } from './dashboard/DashboardPanel';
import { MemberPage } from './members/MemberPage';

/**
 * /admin (role A): the admin frame and its panels (DESIGN.md §2), each from the remote of its
 * domain: the dashboard (the default, the shell's own page of every remote's figures), members,
 * moderation, photos, verifications, purchases, password reset requests, account deletions, the
 * retention report and the audit log.
 */
export default function AdminArea() {
  const { t } = useTranslation('admin');
  return (
    <section className="admin" aria-labelledby="admin-title">
      <h1 id="admin-title">{t('title')}</h1>
      <nav className="admin-nav" aria-label={t('sections')}>
        <NavLink to="/admin" end>
          {t('nav.dashboard')}
        </NavLink>
        <NavLink to="/admin/members">{t('nav.members')}</NavLink>
        <NavLink to="/admin/moderation">{t('nav.moderation')}</NavLink>
        <NavLink to="/admin/photos">{t('nav.photos')}</NavLink>
        <NavLink to="/admin/verifications">{t('nav.verifications')}</NavLink>
        <NavLink to="/admin/purchases">{t('nav.purchases')}</NavLink>
        <NavLink to="/admin/reset-requests">{t('nav.resetRequests')}</NavLink>
        <NavLink to="/admin/deletions">{t('nav.deletions')}</NavLink>
        <NavLink to="/admin/exports">{t('nav.exports')}</NavLink>
        <NavLink to="/admin/retention">{t('nav.retention')}</NavLink>
        <NavLink to="/admin/audit">{t('nav.audit')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<DashboardPanel />} />
        <Route
          path="members"
          element={<RemoteComponent id="mfe_profile/AdminMembersPanel" props={{}} />}
        />
        <Route path="members/:id" element={<MemberPage />} />
        <Route
          path="moderation"
          element={<RemoteComponent id="mfe_matching/AdminModerationPanel" props={{}} />}
        />
        <Route
          path="photos"
          element={<RemoteComponent id="mfe_profile/AdminPhotoReviewPanel" props={{}} />}
        />
        <Route
          path="verifications"
          element={<RemoteComponent id="mfe_profile/AdminVerificationPanel" props={{}} />}
        />
        <Route
          path="purchases"
          element={<RemoteComponent id="mfe_subscription/AdminPurchasesPanel" props={{}} />}
        />
        <Route
          path="reset-requests"
          element={<RemoteComponent id="mfe_profile/AdminResetRequestsPanel" props={{}} />}
        />
        <Route
          path="deletions"
          element={<RemoteComponent id="mfe_profile/AdminDeletionsPanel" props={{}} />}
        />
        <Route
          path="exports"
          element={<RemoteComponent id="mfe_profile/AdminExportsPanel" props={{}} />}
        />
        <Route
          path="retention"
          element={<RemoteComponent id="mfe_subscription/AdminRetentionPanel" props={{}} />}
        />
        <Route
          path="audit"
          element={<RemoteComponent id="mfe_profile/AdminAuditLogPanel" props={{}} />}
        />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </section>
  );
}
