import type { ConversationSummary } from '@dating/contracts';
import { Link, useTranslation } from '@dating/portal';
import { matchingNamespace } from '../translations';
import { MemberPhoto } from './MemberPhoto';
import { useOtherName } from './otherMember';
import { useSentAt } from './useSentAt';

/** The member's conversations, newest first, each a link to the conversation. */
export function ConversationList({
  items,
  userId,
}: {
  items: readonly ConversationSummary[];
  userId: number;
}) {
  const { t } = useTranslation(matchingNamespace);
  const sentAt = useSentAt();
  const nameOf = useOtherName();
  return (
    <ul className="matching-conversations" aria-label={t('messages.title')}>
      {items.map(({ conversation_id, other, last_message, unread }) => (
        <li key={conversation_id}>
          <Link
            to={`/messages/${other.id}`}
            className={
              unread > 0
                ? 'matching-conversation matching-conversation--unread'
                : 'matching-conversation'
            }
          >
            <MemberPhoto member={other} />
            <span className="matching-conversation__body">
              <span className="matching-conversation__name">{nameOf(other)}</span>
              <span className="matching-conversation__last">
                {last_message.sender_id === userId && `${t('messages.you')} `}
                {last_message.removed ? (
                  <em className="matching-removed">{t('messages.removed')}</em>
                ) : (
                  last_message.text
                )}
                {last_message.masked && (
                  <span className="matching-conversation__masked">
                    {' '}
                    ({t('messages.maskedShort')})
                  </span>
                )}
              </span>
            </span>
            <span className="matching-conversation__meta">
              <time dateTime={last_message.sent_at}>{sentAt(last_message.sent_at)}</time>
              {unread > 0 && (
                <span className="matching-conversation__unread">
                  <span aria-hidden="true">{unread}</span>
                  <span className="ui-visually-hidden">
                    {t('messages.unread', { count: unread })}
                  </span>
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
