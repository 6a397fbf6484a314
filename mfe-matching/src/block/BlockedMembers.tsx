import './block.css';
import { useCallback, useState } from 'react';
import { interestCalls, type CategoryCard } from '@dating/contracts';
import {
  api,
  errorMessage,
  LoadFailed,
  translateServerMessage,
  useNotice,
  usePagedCards,
  useTranslation,
  type FetchPage,
} from '@dating/portal';
import { Button, Loading } from '@dating/ui';
import { cardPageOf } from '../lists/memberLists';
import { matchingNamespace } from '../translations';

/**
 * The members the viewer blocked, newest first, a page at a time, each with 'Unblock' (no
 * confirmation: it is the undoing); an unblocked member leaves the list at once.
 */
export function BlockedMembers({
  userId,
  onUnblocked,
}: {
  userId: number;
  /** A member has been unblocked and has left the list. */
  onUnblocked: () => void;
}) {
  const { t } = useTranslation(matchingNamespace);
  const notice = useNotice();
  const fetchPage = useCallback<FetchPage<number>>(
    async (page) =>
      cardPageOf(await api.call(interestCalls.blockedList, { user_id: userId, page: page ?? 1 })),
    [userId],
  );
  const { state, loadMore, retry, remove } = usePagedCards(fetchPage);
  const [unblocking, setUnblocking] = useState<number | null>(null);

  async function unblock(memberId: number) {
    setUnblocking(memberId);
    try {
      const result = await api.call(interestCalls.unblock, {
        user_id: userId,
        blocked_user_id: memberId,
      });
      notice.success(translateServerMessage(result));
      remove(memberId);
      onUnblocked();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setUnblocking(null);
    }
  }

  if (state.status === 'failed') {
    return <LoadFailed message={t('blocked.failed', { message: state.message })} onRetry={retry} />;
  }
  if (state.status === 'loading') return <Loading label={t('common:status.loading')} />;
  if (state.cards.length === 0) return <p className="ui-empty">{t('blocked.empty')}</p>;

  return (
    <>
      <ul className="matching-blocked" aria-label={t('blocked.title')}>
        {state.cards.map((member) => (
          <BlockedMemberRow
            key={member.id}
            member={member}
            unblocking={unblocking === member.id}
            disabled={unblocking !== null}
            onUnblock={() => void unblock(member.id)}
          />
        ))}
      </ul>
      {state.next !== null && (
        <div className="matching-more">
          <Button variant="secondary" loading={state.loadingMore} onClick={loadMore}>
            {t('cards.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function BlockedMemberRow({
  member,
  unblocking,
  disabled,
  onUnblock,
}: {
  member: CategoryCard;
  unblocking: boolean;
  disabled: boolean;
  onUnblock: () => void;
}) {
  const { t } = useTranslation(matchingNamespace);
  return (
    <li className="matching-blocked__member">
      {member.img ? (
        <img className="matching-blocked__photo" src={member.img} alt="" width={56} height={56} />
      ) : (
        <span className="matching-blocked__photo" aria-hidden="true" />
      )}
      <span className="matching-blocked__name">{member.name}</span>
      <Button
        variant="secondary"
        loading={unblocking}
        disabled={disabled}
        aria-label={t('blocked.unblockNamed', { name: member.name })}
        onClick={onUnblock}
      >
        {t('blocked.unblock')}
      </Button>
    </li>
  );
}
