import { useCallback, useEffect, useRef, useState } from 'react';
import { interestCalls, type ConversationSummary } from '@dating/contracts';
import { api, errorMessage, useLiveEvents } from '@dating/portal';
import { appendSummaries, liveMessageOf, liveReadOf, withLiveMessage, withUnread } from './thread';

export type ConversationsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      items: ConversationSummary[];
      next: number | null;
      loadingMore: boolean;
      moreFailed: string | null;
      unavailable: number;
    };

/**
 * The member's conversations a page at a time, kept current from the live feed: a new message
 * moves its conversation first, one not shown yet (or a missed stretch) reads the list again.
 */
export function useConversations(userId: number) {
  const [state, setState] = useState<ConversationsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    api.call(interestCalls.conversationsList, { user_id: userId }).then(
      (page) => {
        if (current !== generation.current) return;
        setState({
          status: 'ready',
          items: page.result,
          next: page.next_before,
          loadingMore: false,
          moreFailed: null,
          unavailable: page.unavailable,
        });
      },
      (error: unknown) => {
        if (current === generation.current)
          setState({ status: 'failed', message: errorMessage(error) });
      },
    );
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.next === null || state.loadingMore) return;
    const current = generation.current;
    setState({ ...state, loadingMore: true, moreFailed: null });
    api.call(interestCalls.conversationsList, { user_id: userId, before: state.next }).then(
      (page) =>
        current === generation.current &&
        setState((shown) =>
          shown.status === 'ready'
            ? {
                ...shown,
                items: appendSummaries(shown.items, page.result),
                next: page.next_before,
                loadingMore: false,
                unavailable: shown.unavailable + page.unavailable,
              }
            : shown,
        ),
      (error: unknown) =>
        current === generation.current &&
        setState((shown) =>
          shown.status === 'ready'
            ? { ...shown, loadingMore: false, moreFailed: errorMessage(error) }
            : shown,
        ),
    );
  }, [state, userId]);

  useLiveEvents('message', (data) => {
    const live = liveMessageOf(data);
    if (!live || state.status !== 'ready') return;
    if (!state.items.some((item) => item.conversation_id === live.conversation_id)) {
      reload();
      return;
    }
    setState((shown) => {
      const items = shown.status === 'ready' ? withLiveMessage(shown.items, live) : null;
      return shown.status === 'ready' && items ? { ...shown, items } : shown;
    });
  });
  useLiveEvents('conversation-read', (data) => {
    const read = liveReadOf(data);
    const unread = read?.unread;
    if (!read || unread === undefined) return;
    setState((shown) =>
      shown.status === 'ready'
        ? { ...shown, items: withUnread(shown.items, read.conversation_id, unread) }
        : shown,
    );
  });
  useLiveEvents('reload', reload);

  return { state, retry, loadMore };
}
