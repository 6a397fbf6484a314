import { useState } from 'react';
import { authCalls, type AdminMemberResult } from '@dating/contracts';
import {
  AdminSection,
  dateTimeText,
  languageNames,
  toLanguage,
  useCall,
  useLanguage,
  useTranslation,
} from '@dating/portal';
import { MemberActions } from '../admin/MemberActions';
import { profileNamespace } from '../translations';

export interface AdminMemberAccountProps {
  userId: number;
  /** The admin deactivated or reactivated the member (their reports may have changed). */
  onChanged: () => void;
}

/**
 * The head of /admin/members/:id (the shell's admin area mounts it): the member's username, their
 * account (last login, status) and the actions on it.
 */
export default function AdminMemberAccount({ userId, onChanged }: AdminMemberAccountProps) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const account = useCall(authCalls.adminMemberGet, { user_id: userId });
  const [changed, setChanged] = useState<AdminMemberResult | null>(null);
  const time = (iso: string | null) => dateTimeText(iso, language);
  const member = changed?.user_id === userId ? changed : account.data;

  return (
    <>
      <h2 id="admin-member">{member?.username ?? t('admin.member.title', { id: userId })}</h2>
      <AdminSection title={t('admin.member.account')} source={{ ...account, data: member }}>
        {(data) => (
          <>
            <dl className="admin-facts">
              <dt>{t('admin.member.userId')}</dt>
              <dd>{data.user_id}</dd>
              <dt>{t('admin.members.username')}</dt>
              <dd>{data.username}</dd>
              <dt>{t('admin.members.email')}</dt>
              <dd>{data.email}</dd>
              <dt>{t('admin.member.role')}</dt>
              <dd>{t(`admin.member.roles.${data.role}`, { defaultValue: data.role })}</dd>
              <dt>{t('admin.members.status')}</dt>
              <dd>
                <span className={`admin-state admin-state--${data.active ? 'used' : 'expired'}`}>
                  {data.active ? t('admin.members.active') : t('admin.members.deactivated')}
                </span>
              </dd>
              {!data.active && (
                <>
                  <dt>{t('admin.member.reason')}</dt>
                  <dd>{data.deactivation_reason ?? '–'}</dd>
                  <dt>{t('admin.member.deactivatedAt')}</dt>
                  <dd>{time(data.deactivated_at)}</dd>
                </>
              )}
              <dt>{t('admin.members.created')}</dt>
              <dd>{time(data.created_at)}</dd>
              <dt>{t('admin.members.lastLogin')}</dt>
              <dd>{time(data.last_login_at)}</dd>
              <dt>{t('admin.member.language')}</dt>
              <dd>{languageNames[toLanguage(data.language)]}</dd>
            </dl>
            <MemberActions
              member={data}
              onChanged={(next) => {
                setChanged(next);
                onChanged();
              }}
            />
          </>
        )}
      </AdminSection>
    </>
  );
}
