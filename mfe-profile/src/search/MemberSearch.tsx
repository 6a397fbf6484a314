import { useCallback, useMemo, useState } from 'react';
import { profileCalls, MessageCode } from '@dating/contracts';
import {
  api,
  ApiError,
  setSectionIndex,
  translateServerMessage,
  Link,
  PagedMemberCards,
  usePagedCards,
  useSearchParams,
  useTranslation,
  type FetchPage,
} from '@dating/portal';
import { Button, buttonClassName, Loading } from '@dating/ui';
import { profileNamespace } from '../translations';
import { SearchFilters } from './SearchFilters';
import {
  activeSortRefused,
  dateInfoSection,
  filtersOn,
  missingSearchSection,
  searchBody,
  searchPage,
  type FilterOn,
  type MissingSearchSection,
  type SearchFilter,
} from './searchQuery';
import { filterFromQuery, queryOfFilter } from './searchUrl';
import { useInitialFilter, type InitialSearch } from './useInitialFilter';
import { useSearchChoices, type SearchChoices } from './useSearchChoices';

/** The search: the filter, from the URL or the member's DATE_INFO, and its results. */
export function MemberSearch({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const initial = useInitialFilter(userId);
  if (!initial) return <Loading label={t('common:status.loading')} />;
  return <SearchResults userId={userId} initial={initial} />;
}

/**
 * The URL query holds the search (reloading, Back and a shared URL show the same one); what it
 * leaves out comes from the member's Date Information. Applying a filter adds a history entry,
 * and the results follow the URL; 'Load more' follows the answer's cursor. Missing Date
 * Information is not an error: without a saved age range the search runs on the defaults and
 * says what is missing; a search the server refuses for it says so instead of results. Both
 * lead to the section to fill in.
 */
function SearchResults({ userId, initial }: { userId: number; initial: InitialSearch }) {
  const { t } = useTranslation(profileNamespace);
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(
    () => filterFromQuery(new URLSearchParams(query), initial.filter),
    [query, initial.filter],
  );
  const applied = queryOfFilter(filter).toString();
  const choices = useSearchChoices();
  const [missing, setMissing] = useState<MissingSearchSection | null>(null);
  const fetchPage = useCallback<FetchPage<string>>(
    async (cursor) => {
      try {
        const answer = await api.call(profileCalls.cardsGet, searchBody(userId, filter, cursor));
        setMissing(null);
        return searchPage(answer);
      } catch (error) {
        const section = error instanceof ApiError ? missingSearchSection(error.code) : null;
        if (section === null) throw error;
        setMissing(section);
        return { cards: [], next: null };
      }
    },
    [userId, filter],
  );
  const { state, loadMore, retry } = usePagedCards(fetchPage);

  function apply(next: SearchFilter) {
    const nextQuery = queryOfFilter(next).toString();
    if (nextQuery === applied) retry();
    else setParams(new URLSearchParams(nextQuery));
  }

  const ready = state.status === 'ready' ? state : null;
  const canClear = applied !== queryOfFilter(initial.filter).toString();
  return (
    <>
      <SearchFilters filter={filter} choices={choices} onApply={apply} />
      {missing !== null && ready ? (
        <MissingDateInfo section={missing} />
      ) : (
        <>
          {initial.ageRangeMissing && <MissingDateInfo section="age" />}
          {ready && activeSortRefused(filter, ready.sort) && <ActiveSortRefused />}
          <PagedMemberCards
            state={state}
            label={t('search.results')}
            onLoadMore={loadMore}
            onRetry={retry}
          />
          {ready?.cards.length === 0 && (
            <NobodyFits
              on={filtersOn(filter)}
              choices={choices}
              onClear={canClear ? () => setParams(new URLSearchParams()) : null}
            />
          )}
        </>
      )}
    </>
  );
}

/** Asked for the most recently active first while hiding one's own activity: why not, and where. */
function ActiveSortRefused() {
  const { t } = useTranslation(profileNamespace);
  return (
    <p className="search-note" role="status">
      {t('search.activeSortRefused')} <Link to="/my-profile">{t('search.showActivity')}</Link>
    </p>
  );
}

/**
 * Nobody fits: the filters that are on, to see which to loosen, and 'Clear filters' back to the
 * member's own defaults (when the search is not already those).
 */
function NobodyFits({
  on,
  choices,
  onClear,
}: {
  on: readonly FilterOn[];
  choices: SearchChoices;
  onClear: (() => void) | null;
}) {
  const { t } = useTranslation(profileNamespace);
  if (on.length === 0) return null;
  const describe = (item: FilterOn): string => {
    switch (item.name) {
      case 'gender_for':
        return `${t('search.gender')}: ${t(`search.genders.${item.value}`)}`;
      case 'age':
        return `${t('search.ageRange')}: ${t('search.ages', { start: item.start, end: item.end })}`;
      case 'country':
        return `${t('search.country')}: ${item.value}`;
      case 'has_photo':
        return t('search.hasPhoto');
      case 'verified_only':
        return t('search.verifiedOnly');
      default: {
        const option = choices[item.name].find((choice) => choice.value === item.code);
        return `${t(`search.choices.${item.name}`)}: ${option?.label ?? item.code}`;
      }
    }
  };
  return (
    <div className="search-none-fit">
      <p>{t('search.filtersOn')}</p>
      <ul>
        {on.map((item) => (
          <li key={item.name}>{describe(item)}</li>
        ))}
      </ul>
      <p>{t('search.loosen')}</p>
      {onClear && (
        <Button variant="secondary" onClick={onClear}>
          {t('search.clearFilters')}
        </Button>
      )}
    </div>
  );
}

const missingMessages: Record<MissingSearchSection, MessageCode> = {
  gender: MessageCode.searchGenderMissing,
  age: MessageCode.searchAgeMissing,
};

/** SPEC.md §5's message, calmly, with the way to the Date Information section to fill in. */
function MissingDateInfo({ section }: { section: MissingSearchSection }) {
  const { t } = useTranslation(profileNamespace);
  return (
    <div className="search-missing" role="status">
      <p className="search-missing__message">{translateServerMessage(missingMessages[section])}</p>
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
