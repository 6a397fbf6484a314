import { useState } from 'react';
import { interestCalls, type SafetyReport } from '@dating/contracts';
import {
  AdminSection,
  dateTimeText,
  Link,
  useCall,
  useLanguage,
  useTranslation,
} from '@dating/portal';
import { matchingNamespace } from '../translations';

export interface AdminMemberSafetyProps {
  userId: number;
  /** Counts the admin's changes to the member's account: each one reads the reports again. */
  changes: number;
}

/**
 * The reports a member made and received, and their blocks, on /admin/members/:id (the shell's
 * admin area mounts it).
 */
export default function AdminMemberSafety({ userId, changes }: AdminMemberSafetyProps) {
  const { t } = useTranslation(matchingNamespace);
  const safety = useCall(interestCalls.adminMemberSafety, { user_id: userId });
  // A change of the account (deactivated, reactivated) may have closed reports: ask again,
  // keeping what is shown meanwhile.
  const [seenChanges, setSeenChanges] = useState(changes);
  if (seenChanges !== changes) {
    setSeenChanges(changes);
    safety.reload();
  }

  return (
    <AdminSection title={t('admin.member.safety')} source={safety}>
      {(data) => (
        <>
          <dl className="admin-facts">
            <dt>{t('admin.member.blocksMade')}</dt>
            <dd>{data.blocks_made}</dd>
            <dt>{t('admin.member.blockedBy')}</dt>
            <dd>{data.blocked_by}</dd>
          </dl>
          <Reports title={t('admin.member.reportsReceived')} reports={data.reports_received} />
          <Reports title={t('admin.member.reportsMade')} reports={data.reports_made} />
        </>
      )}
    </AdminSection>
  );
}

function Reports({ title, reports }: { title: string; reports: readonly SafetyReport[] }) {
  const { t } = useTranslation(matchingNamespace);
  const [language] = useLanguage();
  return (
    <>
      <h4>
        {title} ({reports.length})
      </h4>
      {reports.length === 0 ? (
        <p>{t('admin.member.noReports')}</p>
      ) : (
        <div className="admin-table" role="region" aria-label={title} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.member.reportedAt')}</th>
                <th scope="col">{t('admin.member.otherMember')}</th>
                <th scope="col">{t('admin.member.reportReason')}</th>
                <th scope="col">{t('admin.member.reportText')}</th>
                <th scope="col">{t('admin.member.reportStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.report_id}>
                  <td>{dateTimeText(report.created_at, language)}</td>
                  <td>
                    <Link to={`/admin/members/${report.other_user_id}`}>{report.other_name}</Link>
                  </td>
                  <td>{t(`admin.member.reasons.${report.reason}`)}</td>
                  <td className="admin-table__text">{report.text ?? '–'}</td>
                  <td>{t(`admin.member.reportStatuses.${report.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
