import './admin.css';
import './translations';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { RemoteComponent, useTranslation } from '@dating/portal';
import { RemotePage } from '../remotes/RemotePage';
import { AuditLogPanel } from './audit/AuditLogPanel';
import { DashboardPanel } from './dashboard/DashboardPanel';
import { MemberPage } from './members/MemberPage';
import { MembersPanel } from './members/MembersPanel';
import { ResetRequestsPanel } from './ResetRequestsPanel';

/**
 * /admin (role A): the admin frame and its panels (DESIGN.md §2): the dashboard (the default),
 * members, the remotes' queues (moderation, photos, verifications, purchases), password reset
 * requests and the audit log.
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
        <NavLink to="/admin/purchases">{t('purchases.title')}</NavLink>
        <NavLink to="/admin/reset-requests">{t('resetRequests.title')}</NavLink>
        <NavLink to="/admin/audit">{t('nav.audit')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<DashboardPanel />} />
        <Route path="members" element={<MembersPanel />} />
        <Route path="members/:id" element={<MemberPage />} />
        <Route
          path="moderation"
          element={<RemoteComponent name="matching/AdminModerationPanel" props={{}} />}
        />
        <Route
          path="photos"
          element={<RemoteComponent name="profile/AdminPhotoReviewPanel" props={{}} />}
        />
        <Route
          path="verifications"
          element={<RemoteComponent name="profile/AdminVerificationPanel" props={{}} />}
        />
        <Route
          path="purchases"
          element={<RemotePage remote="subscription" expose="./AdminPurchasesPanel" />}
        />
        <Route path="reset-requests" element={<ResetRequestsPanel />} />
        <Route path="audit" element={<AuditLogPanel />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </section>
  );
}
