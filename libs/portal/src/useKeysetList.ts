import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { errorMessage } from './api';

/** The answer of a keyset-paged list call: one page of items and where the next one starts. */
export interface KeysetPage<Item> {
  result: Item[];
  /** The `before` that asks for the next page; null on the last one. */
  next_before: number | null;
}

export type KeysetListState<Item> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      items: Item[];
      next: number | null;
      loadingMore: boolean;
      moreFailed: string | null;
    };

export interface KeysetListOptions<Item, Answer> {
  /** Adds a further page to the shown items, by the list's own order and identity. */
  merge: (shown: readonly Item[], page: readonly Item[]) => Item[];
  /** Told of each answer that is shown; `before` is undefined for the first page. */
  onPage?: (answer: Answer, before?: number) => void;
}

export interface KeysetList<Item> {
  state: KeysetListState<Item>;
  /** Reads the first page again, showing the list as it is until the answer comes. */
  reload: () => void;
  /** Shows loading and reads the first page again (after a failure). */
  retry: () => void;
  /** Reads the next page, unless there is none or one is already on its way. */
  loadMore: () => void;
  /** Changes the shown items (a live event, a mark); no change while none are shown. */
  changeItems: (change: (items: Item[]) => Item[]) => void;
}

/**
 * A list read a page at a time with `before` cursors. `load` asks for the page before a cursor
 * (the first page without one); a new `load` (keep it with useCallback) reads the list anew. An
 * answer asked before the latest reload is dropped, so an older list never replaces a newer one.
 */
export function useKeysetList<Item, Answer extends KeysetPage<Item>>(
  load: (before?: number) => Promise<Answer>,
  { merge, onPage }: KeysetListOptions<Item, Answer>,
): KeysetList<Item> {
  const [state, setState] = useState<KeysetListState<Item>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  const firstPage = useEffectEvent((answer: Answer) => {
    onPage?.(answer);
    setState({
      status: 'ready',
      items: answer.result,
      next: answer.next_before,
      loadingMore: false,
      moreFailed: null,
    });
  });

  useEffect(() => {
    const current = ++generation.current;
    load().then(
      (answer) => {
        if (current === generation.current) firstPage(answer);
      },
      (error: unknown) => {
        if (current === generation.current)
          setState({ status: 'failed', message: errorMessage(error) });
      },
    );
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.next === null || state.loadingMore) return;
    const current = generation.current;
    const before = state.next;
    setState({ ...state, loadingMore: true, moreFailed: null });
    load(before).then(
      (answer) => {
        if (current !== generation.current) return;
        onPage?.(answer, before);
        setState(
          whenReady((shown) => ({
            ...shown,
            items: merge(shown.items, answer.result),
            next: answer.next_before,
            loadingMore: false,
          })),
        );
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        setState(
          whenReady((shown) => ({ ...shown, loadingMore: false, moreFailed: errorMessage(error) })),
        );
      },
    );
  }, [state, load, merge, onPage]);

  const changeItems = useCallback(
    (change: (items: Item[]) => Item[]) =>
      setState(whenReady((shown) => ({ ...shown, items: change(shown.items) }))),
    [],
  );

  return { state, reload, retry, loadMore, changeItems };
}

type Ready<Item> = Extract<KeysetListState<Item>, { status: 'ready' }>;

/** Changes a shown list; a state without one stays as it is. */
function whenReady<Item>(change: (shown: Ready<Item>) => Ready<Item>) {
  return (state: KeysetListState<Item>): KeysetListState<Item> =>
    state.status === 'ready' ? change(state) : state;
}
