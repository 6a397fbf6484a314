import '../notifications/notifications.css';
import { useState } from 'react';
import { LoadFailed, Navigate, useSession, useTranslation } from '@dating/portal';
import { Button, Loading } from '@dating/ui';
import { NotificationItem } from '../notifications/NotificationItem';
import { useNotifications } from '../notifications/useNotifications';
import { matchingNamespace } from '../translations';

/** /notifications (issue 16): what happened to the member, newest first, kept live. */
export default function NotificationsPage() {
  const { t } = useTranslation(matchingNamespace);
  const { userId } = useSession();
  return (
    <section className="ui-form-card notifications-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t('notifications.title')}</h1>
      {userId === null ? <Navigate to="/" replace /> : <Notifications userId={userId} />}
    </section>
  );
}

function Notifications({ userId }: { userId: number }) {
  const { t } = useTranslation(matchingNamespace);
  const { state, retry, loadMore, open, markAll, markingAll } = useNotifications(userId);
  // Ages are counted from when the page opened: a list does not need to tick.
  const [now] = useState(() => new Date());

  if (state.status === 'loading') return <Loading label={t('common:status.loading')} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        message={t('notifications.failed', { message: state.message })}
        onRetry={retry}
        announce
      />
    );
  }
  if (state.items.length === 0 && state.next === null) {
    return <p className="notifications-page__empty">{t('notifications.empty')}</p>;
  }
  return (
    <>
      {state.unread > 0 && (
        <div className="notifications-page__actions">
          <Button variant="secondary" loading={markingAll} onClick={markAll}>
            {t('notifications.markAll')}
          </Button>
        </div>
      )}
      <ul className="notifications" aria-labelledby="notifications-title">
        {state.items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onRead={open}
            now={now}
          />
        ))}
      </ul>
      {state.moreFailed && (
        <p role="alert" className="notifications-page__error">
          {state.moreFailed}
        </p>
      )}
      {state.next !== null && (
        <div className="notifications-page__more">
          <Button variant="secondary" loading={state.loadingMore} onClick={loadMore}>
            {t('notifications.more')}
          </Button>
        </div>
      )}
    </>
  );
}
