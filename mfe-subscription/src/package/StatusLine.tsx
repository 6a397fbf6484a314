import type { MembershipState } from '@dating/contracts';
import { formatDateTime } from '../format';
import { subscriptionNamespace } from '../translations';
import { useTranslation } from '@dating/portal';

/** SPEC.md §2: Active (green) or Expired (red) with both dates, or 'No Subscription'. */
export function StatusLine({ membership }: { membership: MembershipState }) {
  const { t } = useTranslation(subscriptionNamespace);
  if (membership.state === 'none') {
    return (
      <p className="subscription-status">
        <strong className="subscription-status__state">{t('myPackage.none')}</strong>
      </p>
    );
  }
  const none = t('history.none');
  return (
    <p className="subscription-status">
      <strong
        className={`subscription-status__state subscription-status__state--${membership.state}`}
      >
        {t(membership.state === 'active' ? 'myPackage.active' : 'myPackage.expired')}
      </strong>
      <span>
        {t('myPackage.activateDate')}: {formatDateTime(membership.member_start) ?? none}
      </span>
      <span>
        {t('myPackage.expiredDate')}: {formatDateTime(membership.member_end) ?? none}
      </span>
    </p>
  );
}
