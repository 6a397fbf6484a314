import '../matching.css';
import { useCallback, useState } from 'react';
import {
  useSession,
  Navigate,
  PagedMemberCards,
  usePagedCards,
  useTranslation,
  type FetchPage,
} from '@dating/portal';
import { Button } from '@dating/ui';
import { BlockDialog, type BlockTarget } from '../block/BlockDialog';
import { useFocusOnRemoval } from '../block/useFocusOnRemoval';
import { ReportDialog } from '../report/ReportDialog';
import { matchingNamespace } from '../translations';
import { cardPageOf, readListPage, type MemberListKind } from './memberLists';

/**
 * A page with one of the member's lists as a card grid, 'Load more' while there are more, and
 * 'Block' and 'Report' under each card: a blocked or reported member leaves the list at once.
 */
export function MemberList({ kind }: { kind: MemberListKind }) {
  const { t } = useTranslation(matchingNamespace);
  const { userId } = useSession();
  const { ref: headingRef, removed: focusHeading } = useFocusOnRemoval<HTMLHeadingElement>();
  return (
    <section className="matching-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {t(`${kind}.title`)}
      </h1>
      <p className="matching-page__intro">{t(`${kind}.intro`)}</p>
      {userId === null ? (
        <Navigate to="/" replace />
      ) : (
        <ListCards
          kind={kind}
          userId={userId}
          label={t(`${kind}.title`)}
          onBlocked={focusHeading}
        />
      )}
    </section>
  );
}

function ListCards({
  kind,
  userId,
  label,
  onBlocked,
}: {
  kind: MemberListKind;
  userId: number;
  label: string;
  onBlocked: () => void;
}) {
  const { t } = useTranslation(matchingNamespace);
  const fetchPage = useCallback<FetchPage<number>>(
    async (page) => cardPageOf(await readListPage(kind, userId, page ?? 1)),
    [kind, userId],
  );
  const { state, loadMore, retry, remove } = usePagedCards(fetchPage);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const [reporting, setReporting] = useState<BlockTarget | null>(null);
  return (
    <>
      <PagedMemberCards
        state={state}
        label={label}
        onLoadMore={loadMore}
        onRetry={retry}
        actions={(card) => (
          <>
            <Button
              variant="ghost"
              aria-label={t('block.actionNamed', { name: card.name })}
              onClick={() => setBlocking({ id: card.id, name: card.name })}
            >
              {t('block.action')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('report.actionNamed', { name: card.name })}
              onClick={() => setReporting({ id: card.id, name: card.name })}
            >
              {t('report.action')}
            </Button>
          </>
        )}
      />
      {state.status === 'ready' && state.unavailable > 0 && (
        <p className="matching-unavailable">
          {t('cards.unavailable', { count: state.unavailable })}
        </p>
      )}
      <BlockDialog
        viewerId={userId}
        member={blocking}
        onBlocked={(memberId) => {
          remove(memberId);
          onBlocked();
        }}
        onClose={() => setBlocking(null)}
      />
      <ReportDialog
        viewerId={userId}
        member={reporting}
        onReported={(memberId) => {
          remove(memberId);
          onBlocked();
        }}
        onClose={() => setReporting(null)}
      />
    </>
  );
}
