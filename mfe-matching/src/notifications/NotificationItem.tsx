import type { Notification } from '@dating/contracts';
import { Link, useLanguage, useTranslation } from '@dating/portal';
import { Button, cx } from '@dating/ui';
import { matchingNamespace } from '../translations';
import { notificationHref, notificationWords, whenText } from './notification';

export interface NotificationItemProps {
  notification: Notification;
  /** Marks it read. */
  onRead: (id: number) => void;
  /** The time "5 minutes ago" counts from. */
  now: Date;
}

/** One notification: what happened and when, a link to what it is about, marked while unread. */
export function NotificationItem({ notification, onRead, now }: NotificationItemProps) {
  const { t } = useTranslation(matchingNamespace);
  const [language] = useLanguage();
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  const words = notificationWords(notification, {
    someone: t('notifications.someone'),
    date: (iso) => dateFormat.format(new Date(iso)),
  });
  const href = notificationHref(notification);
  const unread = !notification.read;
  const content = (
    <>
      <span className="notification__text">
        {unread && <span className="ui-visually-hidden">{t('notifications.unread')} </span>}
        {t(`notifications.kind.${words.key}`, words.values)}
      </span>
      <time className="notification__time" dateTime={notification.created_at}>
        {whenText(notification.created_at, now, language)}
      </time>
    </>
  );
  return (
    <li className={cx('notification', unread && 'notification--unread')}>
      {href === null ? (
        <div className="notification__body">{content}</div>
      ) : (
        <Link
          to={href}
          className="notification__body"
          onClick={unread ? () => onRead(notification.id) : undefined}
        >
          {content}
        </Link>
      )}
      {href === null && unread && (
        <Button
          variant="ghost"
          className="notification__read"
          onClick={() => onRead(notification.id)}
        >
          {t('notifications.markRead')}
        </Button>
      )}
    </li>
  );
}
