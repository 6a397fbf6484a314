import { useCallback, useEffect, useRef, useState } from 'react';
import type { CategoryCard, SearchSort } from '@dating/contracts';
import { errorMessage } from '../api';
import { useNotice } from '../notice';
import { appendCards, withoutMember, type CardPage } from './pagedCards';

/** Asks for the first page (`null`) or the one `next` names. */
export type FetchPage<Next> = (next: Next | null) => Promise<CardPage<Next>>;

export type PagedCards<Next> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      cards: CategoryCard[];
      next: Next | null;
      loadingMore: boolean;
      /** How many members of the pages read are no longer there to see. */
      unavailable: number;
      /** The order a search's first page was served in. */
      sort?: SearchSort;
    };

/**
 * Member cards a page at a time: the first page whenever `fetchPage` changes (a new query),
 * more on `loadMore`. An answer to an older query is dropped. Failures are also shown as
 * notices; a failed 'Load more' keeps the cards already shown. `remove` takes a member out of the
 * cards shown, without reading them again.
 */
export function usePagedCards<Next>(fetchPage: FetchPage<Next>): {
  state: PagedCards<Next>;
  loadMore: () => void;
  retry: () => void;
  remove: (memberId: number) => void;
} {
  const notice = useNotice();
  const [state, setState] = useState<PagedCards<Next>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const query = useRef(0);

  useEffect(() => {
    const generation = ++query.current;
    setState({ status: 'loading' });
    fetchPage(null)
      .then((page) => {
        if (generation !== query.current) return;
        setState({
          status: 'ready',
          cards: page.cards,
          next: page.next,
          loadingMore: false,
          unavailable: page.unavailable ?? 0,
          ...(page.sort ? { sort: page.sort } : {}),
        });
      })
      .catch((error: unknown) => {
        if (generation !== query.current) return;
        const message = errorMessage(error);
        setState({ status: 'failed', message });
        notice.error(message);
      });
  }, [fetchPage, attempt, notice]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.next === null || state.loadingMore) return;
    const generation = query.current;
    setState({ ...state, loadingMore: true });
    fetchPage(state.next)
      .then((page) => {
        if (generation !== query.current) return;
        setState((current) =>
          current.status === 'ready'
            ? {
                ...current,
                cards: appendCards(current.cards, page.cards),
                next: page.next,
                loadingMore: false,
                unavailable: current.unavailable + (page.unavailable ?? 0),
              }
            : current,
        );
      })
      .catch((error: unknown) => {
        if (generation !== query.current) return;
        notice.error(errorMessage(error));
        setState((current) =>
          current.status === 'ready' ? { ...current, loadingMore: false } : current,
        );
      });
  }, [state, fetchPage, notice]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const remove = useCallback(
    (memberId: number) =>
      setState((current) =>
        current.status === 'ready'
          ? { ...current, cards: withoutMember(current.cards, memberId) }
          : current,
      ),
    [],
  );
  return { state, loadMore, retry, remove };
}
