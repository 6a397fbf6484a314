import '../messages/messages.css';
import { Link, LoadFailed, Navigate, useParams, useSession, useTranslation } from '@dating/portal';
import { Button, buttonClassName, Loading } from '@dating/ui';
import { Composer } from '../messages/Composer';
import { MemberPhoto } from '../messages/MemberPhoto';
import { MessageThread } from '../messages/MessageThread';
import { useConversation } from '../messages/useConversation';
import { matchingNamespace } from '../translations';

/** The other member's id in `/messages/:userId`; null when it is not one. */
function memberIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && /^\d{1,15}$/.test(value) && id > 0 ? id : null;
}

/** /messages/:userId (issue 16): the conversation with a match, live, and the composer. */
export default function ConversationPage() {
  const { t } = useTranslation(matchingNamespace);
  const { userId } = useSession();
  const otherId = memberIdOf(useParams().userId);
  if (userId !== null && otherId !== null) {
    return <Conversation key={otherId} userId={userId} otherId={otherId} />;
  }
  return (
    <section className="matching-page">
      <h1>{t('messages.conversation')}</h1>
      <Navigate to={userId === null ? '/' : '/messages'} replace />
    </section>
  );
}

function Conversation({ userId, otherId }: { userId: number; otherId: number }) {
  const { t } = useTranslation(matchingNamespace);
  const { state, retry, loadOlder, send } = useConversation(userId, otherId);
  const arrived = state.status === 'ready' ? state.arrived : null;

  return (
    <section className="matching-page matching-conversation-page">
      <Link to="/messages" className="matching-conversation-page__back">
        {t('messages.back')}
      </Link>
      {state.status === 'ready' ? (
        <h1 className="matching-conversation-page__title">
          <MemberPhoto member={state.other} />
          <Link to={`/profile?id=${state.other.id}`}>{state.other.name}</Link>
        </h1>
      ) : (
        <h1>{t('messages.conversation')}</h1>
      )}
      <p className="ui-visually-hidden" aria-live="polite">
        {arrived &&
          state.status === 'ready' &&
          t('messages.arrived', { name: state.other.name, text: arrived.text })}
      </p>
      {state.status === 'loading' && <Loading label={t('common:status.loading')} />}
      {state.status === 'failed' && (
        <LoadFailed
          message={t('messages.conversationFailed', { message: state.message })}
          onRetry={retry}
          announce
        />
      )}
      {state.status === 'ready' && (
        <>
          {state.next !== null && (
            <div className="matching-more">
              <Button variant="secondary" loading={state.loadingOlder} onClick={loadOlder}>
                {t('messages.showOlder')}
              </Button>
            </div>
          )}
          <MessageThread messages={state.messages} userId={userId} otherName={state.other.name} />
          {state.canWrite ? (
            <Composer onSend={send} />
          ) : (
            <div
              className="matching-messages__subscribe"
              role={state.refusal ? 'alert' : undefined}
            >
              <p>{state.refusal ?? t('messages.cannotWrite')}</p>
              <Link to="/my-package" className={buttonClassName('primary')}>
                {t('messages.toPackages')}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
