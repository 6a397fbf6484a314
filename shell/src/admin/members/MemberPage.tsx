import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  authCalls,
  billingCalls,
  interestCalls,
  profileCalls,
  type AdminMemberResult,
  type SafetyReport,
  type ViewValue,
} from '@dating/contracts';
import {
  languageNames,
  LoadFailed,
  toLanguage,
  useCall,
  useLanguage,
  useTranslation,
} from '@dating/portal';
import { Loading } from '@dating/ui';
import { formatBaht, formatDate, formatDateTime } from '../format';
import { MemberActions } from './MemberActions';

/** What a profile value reads as: a text, a number, a choice's label or several. */
function shown(value: ViewValue | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.map((choice) => choice.label).join(', ') || '–';
  if (typeof value === 'object') return value.label;
  return String(value);
}

/** A section that loads on its own: its data, or its loading or failed state. */
function Part<Data>({
  title,
  source,
  children,
}: {
  title: string;
  source: { data: Data | undefined; error: { message: string } | undefined; reload: () => void };
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  let content: ReactNode;
  if (source.data !== undefined) content = children(source.data);
  else if (source.error)
    content = <LoadFailed message={source.error.message} onRetry={source.reload} />;
  else content = <Loading label={t('common:status.loading')} />;
  return (
    <section className="admin-part" aria-label={title}>
      <h3>{title}</h3>
      {content}
    </section>
  );
}

/** /admin/members/:id: a member's account, profile, billing, reports and blocks, and actions. */
export function MemberPage() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const userId = Number(useParams().id);
  const valid = Number.isInteger(userId) && userId > 0;
  const account = useCall(authCalls.adminMemberGet, valid ? { user_id: userId } : null);
  const profile = useCall(profileCalls.adminViewGet, valid ? { user_id: userId } : null, {
    perLanguage: true,
  });
  const billing = useCall(billingCalls.adminMemberBilling, valid ? { user_id: userId } : null);
  const safety = useCall(interestCalls.adminMemberSafety, valid ? { user_id: userId } : null);
  const [changed, setChanged] = useState<AdminMemberResult | null>(null);
  const time = (iso: string | null) => formatDateTime(iso, language);
  const date = (iso: string | null) => formatDate(iso, language);
  const member = changed?.user_id === userId ? changed : account.data;

  return (
    <section aria-labelledby="admin-member">
      <p>
        <Link to="/admin/members">{t('members.back')}</Link>
      </p>
      <h2 id="admin-member">{member?.username ?? t('member.title', { id: userId })}</h2>

      <Part title={t('member.account')} source={{ ...account, data: member }}>
        {(data) => (
          <>
            <dl className="admin-facts">
              <dt>{t('member.userId')}</dt>
              <dd>{data.user_id}</dd>
              <dt>{t('members.username')}</dt>
              <dd>{data.username}</dd>
              <dt>{t('members.email')}</dt>
              <dd>{data.email}</dd>
              <dt>{t('member.role')}</dt>
              <dd>{t(`member.roles.${data.role}`, { defaultValue: data.role })}</dd>
              <dt>{t('members.status')}</dt>
              <dd>
                <span className={`admin-state admin-state--${data.active ? 'used' : 'expired'}`}>
                  {data.active ? t('members.active') : t('members.deactivated')}
                </span>
              </dd>
              {!data.active && (
                <>
                  <dt>{t('member.reason')}</dt>
                  <dd>{data.deactivation_reason ?? '–'}</dd>
                  <dt>{t('member.deactivatedAt')}</dt>
                  <dd>{time(data.deactivated_at)}</dd>
                </>
              )}
              <dt>{t('members.created')}</dt>
              <dd>{time(data.created_at)}</dd>
              <dt>{t('members.lastLogin')}</dt>
              <dd>{time(data.last_login_at)}</dd>
              <dt>{t('member.language')}</dt>
              <dd>{languageNames[toLanguage(data.language)]}</dd>
            </dl>
            <MemberActions
              member={data}
              onChanged={(next) => {
                setChanged(next);
                safety.reload();
              }}
            />
          </>
        )}
      </Part>

      <Part title={t('member.profile')} source={profile}>
        {({ profile: view }) => {
          const info = view.sections.USER_INFO?.values ?? {};
          return (
            <>
              <dl className="admin-facts">
                <dt>{t('members.name')}</dt>
                <dd>{shown(info.name)}</dd>
                <dt>{t('member.age')}</dt>
                <dd>{view.age ?? '–'}</dd>
                <dt>{t('member.country')}</dt>
                <dd>{shown(info.country)}</dd>
                <dt>{t('member.occupation')}</dt>
                <dd>{shown(info.occupation)}</dd>
                <dt>{t('member.caption')}</dt>
                <dd>{shown(info.caption)}</dd>
                <dt>{t('member.verified')}</dt>
                <dd>{view.verified ? '✓' : '–'}</dd>
              </dl>
              <h4>{t('member.photos')}</h4>
              {view.photos.length === 0 ? (
                <p>{t('member.noPhotos')}</p>
              ) : (
                <ul className="admin-photos">
                  {view.photos.map((photo) => (
                    <li key={photo.img_seq}>
                      <a href={photo.url} target="_blank" rel="noreferrer">
                        <img
                          src={photo.card_url}
                          alt={t('member.photo', { slot: photo.img_seq })}
                          width={120}
                          height={120}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              <p>
                <Link to={`/profile?id=${userId}`}>{t('member.profilePage')}</Link>
              </p>
            </>
          );
        }}
      </Part>

      <Part title={t('member.billing')} source={billing}>
        {(data) => (
          <>
            <p>
              <strong>{t('member.membership')}: </strong>
              {data.membership.state === 'none'
                ? t('member.membershipStates.none')
                : t(`member.membershipStates.${data.membership.state}`, {
                    end: date(data.membership.member_end),
                  })}
            </p>
            <h4>{t('member.orders')}</h4>
            {data.orders.length === 0 ? (
              <p>{t('member.noOrders')}</p>
            ) : (
              <div
                className="admin-table"
                role="region"
                aria-label={t('member.orders')}
                tabIndex={0}
              >
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('member.ordered')}</th>
                      <th scope="col">{t('member.package')}</th>
                      <th scope="col">{t('member.amount')}</th>
                      <th scope="col">{t('member.orderStatus')}</th>
                      <th scope="col">{t('member.approved')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.orders.map((order) => (
                      <tr key={order.purchase_id}>
                        <td>{time(order.purchase_date)}</td>
                        <td>{order.package_name}</td>
                        <td>{formatBaht(order.purchase_amt, language)}</td>
                        <td>
                          {t(`member.statuses.${order.purchase_status}`)}
                          {order.reject_reason ? ` (${order.reject_reason})` : ''}
                        </td>
                        <td>{time(order.purchase_approve_date)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <h4>{t('member.memberships')}</h4>
            {data.memberships.length === 0 ? (
              <p>{t('member.noMemberships')}</p>
            ) : (
              <div
                className="admin-table"
                role="region"
                aria-label={t('member.memberships')}
                tabIndex={0}
              >
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('member.start')}</th>
                      <th scope="col">{t('member.end')}</th>
                      <th scope="col">{t('members.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.memberships.map((row) => (
                      <tr key={row.member_id}>
                        <td>{date(row.member_start)}</td>
                        <td>{date(row.member_end)}</td>
                        <td>{t(`member.memberStatuses.${row.member_status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Part>

      <Part title={t('member.safety')} source={safety}>
        {(data) => (
          <>
            <dl className="admin-facts">
              <dt>{t('member.blocksMade')}</dt>
              <dd>{data.blocks_made}</dd>
              <dt>{t('member.blockedBy')}</dt>
              <dd>{data.blocked_by}</dd>
            </dl>
            <Reports title={t('member.reportsReceived')} reports={data.reports_received} />
            <Reports title={t('member.reportsMade')} reports={data.reports_made} />
          </>
        )}
      </Part>
    </section>
  );
}

function Reports({ title, reports }: { title: string; reports: readonly SafetyReport[] }) {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  return (
    <>
      <h4>
        {title} ({reports.length})
      </h4>
      {reports.length === 0 ? (
        <p>{t('member.noReports')}</p>
      ) : (
        <div className="admin-table" role="region" aria-label={title} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('member.reportedAt')}</th>
                <th scope="col">{t('member.otherMember')}</th>
                <th scope="col">{t('member.reportReason')}</th>
                <th scope="col">{t('member.reportText')}</th>
                <th scope="col">{t('member.reportStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.report_id}>
                  <td>{formatDateTime(report.created_at, language)}</td>
                  <td>
                    <Link to={`/admin/members/${report.other_user_id}`}>{report.other_name}</Link>
                  </td>
                  <td>{t(`member.reasons.${report.reason}`)}</td>
                  <td className="admin-table__text">{report.text ?? '–'}</td>
                  <td>{t(`member.reportStatuses.${report.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
