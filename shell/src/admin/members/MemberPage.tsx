import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { RemoteComponent, useTranslation } from '@dating/portal';

/**
 * /admin/members/:id: a member as each domain knows them: the account, with its actions, and the
 * profile (mfe-profile), orders and memberships (mfe-subscription), reports and blocks
 * (mfe-matching).
 */
export function MemberPage() {
  const { t } = useTranslation('admin');
  const userId = Number(useParams().id);
  const [changes, setChanges] = useState(0);
  if (!Number.isInteger(userId) || userId <= 0) return <Navigate to="/admin/members" replace />;
  return (
    <>
      <p>
        <Link to="/admin/members">{t('members.back')}</Link>
      </p>
      <RemoteComponent
        id="mfe_profile/AdminMemberAccount"
        props={{ userId, onChanged: () => setChanges((count) => count + 1) }}
      />
      <RemoteComponent id="mfe_profile/AdminMemberProfile" props={{ userId }} />
      <RemoteComponent id="mfe_subscription/AdminMemberBilling" props={{ userId }} />
      <RemoteComponent id="mfe_matching/AdminMemberSafety" props={{ userId, changes }} />
    </>
  );
}
