import '../portal.css';
import type { ReactNode } from 'react';
import type { CategoryCard } from '@dating/contracts';
import { Button } from '@dating/ui';
import { useTranslation } from '../i18n';
import { LoadFailed } from '../LoadFailed';
import { MemberCardGrid } from './MemberCardGrid';
import type { PagedCards } from './usePagedCards';

export interface PagedMemberCardsProps<Next> {
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
export function PagedMemberCards<Next>({
  state,
  label,
  onLoadMore,
  onRetry,
  actions,
}: PagedMemberCardsProps<Next>) {
  const { t } = useTranslation('common');

  if (state.status === 'failed') {
    return <LoadFailed message={t('cards.failed', { message: state.message })} onRetry={onRetry} />;
  }

  return (
    <div className="portal-paged-cards">
      <MemberCardGrid
        label={label}
        cards={state.status === 'ready' ? state.cards : null}
        actions={actions}
      />
      {state.status === 'ready' && state.next !== null && (
        <div className="portal-more">
          <Button variant="secondary" loading={state.loadingMore} onClick={onLoadMore}>
            {t('cards.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
