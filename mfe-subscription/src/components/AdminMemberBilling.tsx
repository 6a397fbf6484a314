import { billingCalls } from '@dating/contracts';
import {
  AdminSection,
  bahtText,
  dateText,
  dateTimeText,
  useCall,
  useLanguage,
  useTranslation,
} from '@dating/portal';
import { subscriptionNamespace } from '../translations';

/**
 * A member's membership, orders and memberships on /admin/members/:id (the shell's admin area
 * mounts it).
 */
export default function AdminMemberBilling({ userId }: { userId: number }) {
  const { t } = useTranslation(subscriptionNamespace);
  const [language] = useLanguage();
  const billing = useCall(billingCalls.adminMemberBilling, { user_id: userId });
  const time = (iso: string | null) => dateTimeText(iso, language);
  const date = (iso: string | null) => dateText(iso, language);

  return (
    <AdminSection title={t('admin.member.billing')} source={billing}>
      {(data) => (
        <>
          <p>
            <strong>{t('admin.member.membership')}: </strong>
            {data.membership.state === 'none'
              ? t('admin.member.membershipStates.none')
              : t(`admin.member.membershipStates.${data.membership.state}`, {
                  end: date(data.membership.member_end),
                })}
          </p>
          <h4>{t('admin.member.orders')}</h4>
          {data.orders.length === 0 ? (
            <p>{t('admin.member.noOrders')}</p>
          ) : (
            <div
              className="admin-table"
              role="region"
              aria-label={t('admin.member.orders')}
              tabIndex={0}
            >
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.member.ordered')}</th>
                    <th scope="col">{t('admin.member.package')}</th>
                    <th scope="col">{t('admin.member.amount')}</th>
                    <th scope="col">{t('admin.member.orderStatus')}</th>
                    <th scope="col">{t('admin.member.approved')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.purchase_id}>
                      <td>{time(order.purchase_date)}</td>
                      <td>{order.package_name}</td>
                      <td>{bahtText(order.purchase_amt, language)}</td>
                      <td>
                        {t(`admin.member.statuses.${order.purchase_status}`)}
                        {order.reject_reason ? ` (${order.reject_reason})` : ''}
                      </td>
                      <td>{time(order.purchase_approve_date)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h4>{t('admin.member.memberships')}</h4>
          {data.memberships.length === 0 ? (
            <p>{t('admin.member.noMemberships')}</p>
          ) : (
            <div
              className="admin-table"
              role="region"
              aria-label={t('admin.member.memberships')}
              tabIndex={0}
            >
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.member.start')}</th>
                    <th scope="col">{t('admin.member.end')}</th>
                    <th scope="col">{t('admin.member.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.memberships.map((row) => (
                    <tr key={row.member_id}>
                      <td>{date(row.member_start)}</td>
                      <td>{date(row.member_end)}</td>
                      <td>{t(`admin.member.memberStatuses.${row.member_status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </AdminSection>
  );
}
