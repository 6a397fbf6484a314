import type { ReactNode } from 'react';
import type { CategoryCard } from '@dating/contracts';
import { LoadFailed, MemberCardGrid, useTranslation } from '@dating/portal';
import { Button } from '@dating/ui';
import { matchingNamespace } from '../translations';
import type { PagedCards } from './usePagedCards';

export interface MemberCardsProps<Next> {
  state: PagedCards<Next>;
  /** The grid's accessible name. */
  label: string;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Buttons under each card. */
  actions?: (card: CategoryCard) => ReactNode;
}

/**
 * Member cards a page at a time (SPEC.md §2 Cards), 'No results found' when there
 * are none, and 'Load more' while there is a next page.
 */
export function MemberCards<Next>({
  state,
  label,
  onLoadMore,
  onRetry,
  actions,
}: MemberCardsProps<Next>) {
  const { t } = useTranslation(matchingNamespace);

  if (state.status === 'failed') {
    return <LoadFailed message={t('cards.failed', { message: state.message })} onRetry={onRetry} />;
  }

  return (
    <div className="matching-cards">
      <MemberCardGrid
        label={label}
        cards={state.status === 'ready' ? state.cards : null}
        actions={actions}
      />
      {state.status === 'ready' && state.next !== null && (
        <div className="matching-more">
          <Button variant="secondary" loading={state.loadingMore} onClick={onLoadMore}>
            {t('cards.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
