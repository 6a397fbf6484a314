import '../messages/messages.css';
import { Link, LoadFailed, Navigate, useSession, useTranslation } from '@dating/portal';
import { Button, Loading } from '@dating/ui';
import { ConversationList } from '../messages/ConversationList';
import { useConversations } from '../messages/useConversations';
import { matchingNamespace } from '../translations';

/** /messages (issue 16): the member's conversations, the latest message first, kept live. */
export default function MessagesPage() {
  const { t } = useTranslation(matchingNamespace);
  const { userId } = useSession();
  return (
    <section className="matching-page">
      <h1>{t('messages.title')}</h1>
      {userId === null ? <Navigate to="/" replace /> : <Conversations userId={userId} />}
    </section>
  );
}

function Conversations({ userId }: { userId: number }) {
  const { t } = useTranslation(matchingNamespace);
  const { state, retry, loadMore } = useConversations(userId);

  if (state.status === 'loading') return <Loading label={t('common:status.loading')} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        message={t('messages.listFailed', { message: state.message })}
        onRetry={retry}
        announce
      />
    );
  }
  if (state.items.length === 0 && state.next === null) {
    return (
      <p className="matching-messages__empty">
        {t('messages.empty')} <Link to="/matching">{t('messages.toMatching')}</Link>
      </p>
    );
  }
  return (
    <>
      <ConversationList items={state.items} userId={userId} />
      {state.unavailable > 0 && (
        <p className="matching-unavailable">
          {t('messages.unavailable', { count: state.unavailable })}
        </p>
      )}
      {state.moreFailed && (
        <p role="alert" className="matching-messages__error">
          {state.moreFailed}
        </p>
      )}
      {state.next !== null && (
        <div className="matching-more">
          <Button variant="secondary" loading={state.loadingMore} onClick={loadMore}>
            {t('messages.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
