import type { ConversationMessage } from '@dating/contracts';
import { useTranslation } from '@dating/portal';
import { matchingNamespace } from '../translations';
import { useSentAt } from './useSentAt';

/**
 * The messages, oldest first; my own with their sent or read mark. Each item names its message
 * (data-message-id) for ConversationHistory, which keeps the scroll position.
 */
export function MessageThread({
  messages,
  userId,
  otherName,
}: {
  messages: readonly ConversationMessage[];
  userId: number;
  otherName: string;
}) {
  const { t } = useTranslation(matchingNamespace);
  const sentAt = useSentAt();

  if (messages.length === 0)
    return <p className="matching-thread__empty">{t('messages.noMessages')}</p>;
  return (
    <ol className="matching-thread" aria-label={t('messages.with', { name: otherName })}>
      {messages.map((message) => {
        const mine = message.sender_id === userId;
        return (
          <li
            key={message.id}
            data-message-id={message.id}
            className={mine ? 'matching-message matching-message--mine' : 'matching-message'}
          >
            <span className="ui-visually-hidden">
              {mine ? t('messages.youWrote') : t('messages.theyWrote', { name: otherName })}
            </span>
            {message.removed ? (
              <p className="matching-message__text matching-removed">
                {t('messages.removed')}
              </p>
            ) : (
              <p className="matching-message__text">{message.text}</p>
            )}
            {message.masked && (
              <p className="matching-message__masked">{t('messages.maskedNote')}</p>
            )}
            <p className="matching-message__meta">
              <time dateTime={message.sent_at}>{sentAt(message.sent_at)}</time>
              {mine && (
                <span className="matching-message__mark">
                  {' · '}
                  {message.read ? t('messages.read') : t('messages.sent')}
                </span>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
