import '../messages/messages.css';
import { useEffect, useRef, useState } from 'react';
import { Link, LoadFailed, Navigate, useParams, useSession, useTranslation } from '@dating/portal';
import { Button, buttonClassName, Loading } from '@dating/ui';
import { Composer } from '../messages/Composer';
import { ConversationHistory } from '../messages/ConversationHistory';
import { MemberPhoto } from '../messages/MemberPhoto';
import { useOtherName } from '../messages/otherMember';
import { useConversation } from '../messages/useConversation';
import { ReportDialog } from '../report/ReportDialog';
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
    return <ConversationOrClosed key={otherId} userId={userId} otherId={otherId} />;
  }
  return (
    <section className="matching-page">
      <h1>{t('messages.conversation')}</h1>
      <Navigate to={userId === null ? '/' : '/messages'} replace />
    </section>
  );
}

interface ConversationProps {
  userId: number;
  otherId: number;
}

/** The conversation until the member reports the other; then its closed state. */
function ConversationOrClosed(props: ConversationProps) {
  const [reported, setReported] = useState<string | null>(null);
  return reported === null ? (
    <Conversation {...props} onReported={setReported} />
  ) : (
    <ClosedConversation name={reported} />
  );
}

/** Reporting blocked the other member, which closed the conversation: its history is gone. */
function ClosedConversation({ name }: { name: string }) {
  const { t } = useTranslation(matchingNamespace);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <section className="matching-page matching-conversation-page">
      <Link to="/messages" className="matching-conversation-page__back">
        {t('messages.back')}
      </Link>
      <h1>{t('messages.conversation')}</h1>
      <p ref={said} tabIndex={-1} className="matching-conversation-page__closed">
        {t('messages.closedReported', { name })}
      </p>
    </section>
  );
}

function Conversation({
  userId,
  otherId,
  onReported,
}: ConversationProps & { onReported: (name: string) => void }) {
  const { t } = useTranslation(matchingNamespace);
  const { state, retry, loadOlder, send } = useConversation(userId, otherId);
  const nameOf = useOtherName();
  const [reporting, setReporting] = useState(false);
  const arrived = state.status === 'ready' ? state.arrived : null;
  const otherName = state.status === 'ready' ? nameOf(state.other) : '';
  // A member who deleted their account is no longer there to visit, report or write to.
  const card = state.status === 'ready' && !('deleted' in state.other) ? state.other : null;

  return (
    <section className="matching-page matching-conversation-page">
      <Link to="/messages" className="matching-conversation-page__back">
        {t('messages.back')}
      </Link>
      {state.status === 'ready' ? (
        <div className="matching-conversation-page__head">
          <h1 className="matching-conversation-page__title">
            <MemberPhoto member={state.other} />
            {card ? <Link to={`/profile?id=${card.id}`}>{card.name}</Link> : otherName}
          </h1>
          {card && (
            <>
              <Button
                variant="ghost"
                aria-label={t('report.actionNamed', { name: card.name })}
                onClick={() => setReporting(true)}
              >
                {t('report.action')}
              </Button>
              <ReportDialog
                viewerId={userId}
                member={reporting ? { id: otherId, name: card.name } : null}
                attachConversation
                onReported={() => onReported(card.name)}
                onClose={() => setReporting(false)}
              />
            </>
          )}
        </div>
      ) : (
        <h1>{t('messages.conversation')}</h1>
      )}
      <p className="ui-visually-hidden" aria-live="polite">
        {arrived &&
          state.status === 'ready' &&
          t('messages.arrived', { name: otherName, text: arrived.text })}
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
          <ConversationHistory
            messages={state.messages}
            userId={userId}
            otherName={otherName}
            next={state.next}
            loadingOlder={state.loadingOlder}
            olderFailed={state.olderFailed}
            onShowOlder={loadOlder}
          />
          {state.canWrite ? (
            <Composer onSend={send} />
          ) : !card ? (
            <p className="matching-messages__subscribe">{t('messages.deletedNote')}</p>
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
