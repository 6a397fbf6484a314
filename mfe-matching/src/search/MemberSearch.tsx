import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Messages, profileCalls } from '@dating/contracts';
import { api, ApiError, setSectionIndex, translateServerMessage } from '@dating/portal';
import { buttonClassName, Loading } from '@dating/ui';
import { MemberCards } from '../cards/MemberCards';
import { usePagedCards, type FetchPage } from '../cards/usePagedCards';
import { matchingNamespace } from '../translations';
import { SearchFilters } from './SearchFilters';
import {
  dateInfoSection,
  missingSearchSection,
  searchBody,
  searchPage,
  type MissingSearchSection,
  type SearchFilter,
} from './searchQuery';
import { useInitialFilter, type InitialSearch } from './useInitialFilter';

/** The search: the filter, prefilled from the member's DATE_INFO, and its results. */
export function MemberSearch({ userId }: { userId: number }) {
  const { t } = useTranslation(matchingNamespace);
  const initial = useInitialFilter(userId);
  if (!initial) return <Loading label={t('common:status.loading')} />;
  return <SearchResults userId={userId} initial={initial} />;
}

/**
 * Searches again whenever the filter changes; 'Load more' follows the answer's cursor. Missing
 * Date Information is not an error: without a saved age range the search runs on the defaults
 * and says what is missing; a search the server refuses for it says so instead of results. Both
 * lead to the section to fill in.
 */
function SearchResults({ userId, initial }: { userId: number; initial: InitialSearch }) {
  const { t } = useTranslation(matchingNamespace);
  const [filter, setFilter] = useState<SearchFilter>(initial.filter);
  const [missing, setMissing] = useState<MissingSearchSection | null>(null);
  const fetchPage = useCallback<FetchPage<string>>(
    async (cursor) => {
      try {
        const answer = await api.call(profileCalls.cardsGet, searchBody(userId, filter, cursor));
        setMissing(null);
        return searchPage(answer);
      } catch (error) {
        const section =
          error instanceof ApiError ? missingSearchSection(error.serverMessage) : null;
        if (section === null) throw error;
        setMissing(section);
        return { cards: [], next: null };
      }
    },
    [userId, filter],
  );
  const { state, loadMore, retry } = usePagedCards(fetchPage);
  return (
    <>
      <SearchFilters filter={filter} onChange={setFilter} />
      {missing !== null && state.status === 'ready' ? (
        <MissingDateInfo section={missing} />
      ) : (
        <>
          {initial.ageRangeMissing && <MissingDateInfo section="age" />}
          <MemberCards
            state={state}
            label={t('search.results')}
            onLoadMore={loadMore}
            onRetry={retry}
          />
        </>
      )}
    </>
  );
}

const missingMessages: Record<MissingSearchSection, string> = {
  gender: Messages.searchGenderMissing,
  age: Messages.searchAgeMissing,
};

/** SPEC.md §5's message, calmly, with the way to the Date Information section to fill in. */
function MissingDateInfo({ section }: { section: MissingSearchSection }) {
  const { t } = useTranslation(matchingNamespace);
  return (
    <div className="matching-missing" role="status">
      <p className="matching-missing__message">
        {translateServerMessage(missingMessages[section])}
      </p>
      <p>{t('search.missingHint')}</p>
      <Link
        to="/edit-profile"
        className={buttonClassName('primary')}
        onClick={() => setSectionIndex(dateInfoSection)}
      >
        {t('search.fillDateInfo')}
      </Link>
    </div>
  );
}
