import { NavLink } from 'react-router-dom';
import { useTranslation } from '@dating/portal';

/** More than this shows as "99+" on the badge; the label says the exact count. */
const badgeLimit = 99;

/** The header's bell: the unread notifications (mfe-matching counts them), leading to /notifications. */
export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation('shell');
  return (
    <NavLink to="/notifications" className="shell-bell">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className="shell-badge" aria-hidden="true">
          {unread > badgeLimit ? `${badgeLimit}+` : unread}
        </span>
      )}
      <span className="ui-visually-hidden">
        {unread > 0
          ? t('header.unreadNotifications', { count: unread })
          : t('header.notifications')}
      </span>
    </NavLink>
  );
}
