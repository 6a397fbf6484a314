import '../matching.css';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '@dating/portal';
import { MemberCards } from '../cards/MemberCards';
import { usePagedCards, type FetchPage } from '../cards/usePagedCards';
import { matchingNamespace } from '../translations';
import { readListPage, type MemberListKind } from './memberLists';

/** A page with one of the member's lists as a card grid, 'Load more' while there are more. */
export function MemberList({ kind }: { kind: MemberListKind }) {
  const { t } = useTranslation(matchingNamespace);
  const { userId } = useSession();
  return (
    <section className="matching-page">
      <h1>{t(`${kind}.title`)}</h1>
      <p className="matching-page__intro">{t(`${kind}.intro`)}</p>
      {userId === null ? (
        <Navigate to="/" replace />
      ) : (
        <ListCards kind={kind} userId={userId} label={t(`${kind}.title`)} />
      )}
    </section>
  );
}

function ListCards({
  kind,
  userId,
  label,
}: {
  kind: MemberListKind;
  userId: number;
  label: string;
}) {
  const fetchPage = useCallback<FetchPage<number>>(
    async (page) => {
      const answer = await readListPage(kind, userId, page ?? 1);
      return { cards: answer.result, next: answer.has_more ? answer.page + 1 : null };
    },
    [kind, userId],
  );
  const { state, loadMore, retry } = usePagedCards(fetchPage);
  return <MemberCards state={state} label={label} onLoadMore={loadMore} onRetry={retry} />;
}
