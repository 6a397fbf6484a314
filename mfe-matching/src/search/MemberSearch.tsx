import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileCalls } from '@dating/contracts';
import { api } from '@dating/portal';
import { Loading } from '@dating/ui';
import { MemberCards } from '../cards/MemberCards';
import { usePagedCards, type FetchPage } from '../cards/usePagedCards';
import { matchingNamespace } from '../translations';
import { SearchFilters } from './SearchFilters';
import { searchBody, searchPage, type SearchFilter } from './searchQuery';
import { useInitialFilter } from './useInitialFilter';

/** The search: the filter, prefilled from the member's DATE_INFO, and its results. */
export function MemberSearch({ userId }: { userId: number }) {
  const { t } = useTranslation(matchingNamespace);
  const initial = useInitialFilter(userId);
  if (!initial) return <Loading label={t('common:status.loading')} />;
  return <SearchResults userId={userId} initial={initial} />;
}

/** Searches again whenever the filter changes; 'Load more' follows the answer's cursor. */
function SearchResults({ userId, initial }: { userId: number; initial: SearchFilter }) {
  const { t } = useTranslation(matchingNamespace);
  const [filter, setFilter] = useState(initial);
  const fetchPage = useCallback<FetchPage<string>>(
    async (cursor) => {
      const answer = await api.call(profileCalls.cardsGet, searchBody(userId, filter, cursor));
      return searchPage(answer);
    },
    [userId, filter],
  );
  const { state, loadMore, retry } = usePagedCards(fetchPage);
  return (
    <>
      <SearchFilters filter={filter} onChange={setFilter} />
      <MemberCards
        state={state}
        label={t('search.results')}
        onLoadMore={loadMore}
        onRetry={retry}
      />
    </>
  );
}
