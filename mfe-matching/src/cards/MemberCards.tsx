import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardGrid, type CardLabels } from '@dating/ui';
import { matchingNamespace } from '../translations';
import type { PagedCards } from './usePagedCards';

export interface MemberCardsProps<Next> {
  state: PagedCards<Next>;
  /** The grid's accessible name. */
  label: string;
  onLoadMore: () => void;
  onRetry: () => void;
}

/**
 * Member cards as the home page shows them (SPEC.md §2 Cards), 'No results found' when there
 * are none, and 'Load more' while there is a next page.
 */
export function MemberCards<Next>({ state, label, onLoadMore, onRetry }: MemberCardsProps<Next>) {
  const { t } = useTranslation(matchingNamespace);
  const navigate = useNavigate();
  const labels: CardLabels = {
    noCaption: t('common:card.noCaption'),
    age: (age) => t('common:card.age', { age }),
  };

  if (state.status === 'failed') {
    return (
      <div className="matching-failed">
        <p>{t('cards.failed', { message: state.message })}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="matching-cards">
      <CardGrid
        label={label}
        loading={state.status === 'loading'}
        loadingText={t('common:status.loading')}
        emptyText={t('common:card.noResults')}
      >
        {state.status === 'ready' &&
          state.cards.map((card) => (
            <Card
              key={card.id}
              id={card.id}
              name={card.name}
              age={card.age}
              caption={card.caption}
              imageUrl={card.img}
              labels={labels}
              onNavigate={(href) => void navigate(href)}
            />
          ))}
      </CardGrid>
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
