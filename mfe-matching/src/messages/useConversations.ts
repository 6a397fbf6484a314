import { useCallback, useState } from 'react';
import { interestCalls, type ConversationSummary } from '@dating/contracts';
import { api, useKeysetList, useLiveEvents, type KeysetListState } from '@dating/portal';
import { appendSummaries, withLiveMessage, withUnread } from './thread';

type ListState = KeysetListState<ConversationSummary>;

export type ConversationsState =
  | Exclude<ListState, { status: 'ready' }>
  | (Extract<ListState, { status: 'ready' }> & { unavailable: number });

/**
 * The member's conversations a page at a time, kept current from the live feed: a new message
 * moves its conversation first, one not shown yet (or a missed stretch) reads the list again.
 */
export function useConversations(userId: number) {
  const [unavailable, setUnavailable] = useState(0);
  const load = useCallback(
    (before?: number) => api.call(interestCalls.conversationsList, { user_id: userId, before }),
    [userId],
  );
  const list = useKeysetList(load, {
    merge: appendSummaries,
    // Each page counts only its own: the first starts the count, further pages add to it.
    onPage: (page, before) =>
      setUnavailable((count) => (before === undefined ? 0 : count) + page.unavailable),
  });
  const { changeItems, reload } = list;
  const state: ConversationsState =
    list.state.status === 'ready' ? { ...list.state, unavailable } : list.state;

  useLiveEvents('message', (live) => {
    if (state.status !== 'ready') return;
    if (!state.items.some((item) => item.conversation_id === live.conversation_id)) {
      reload();
      return;
    }
    changeItems((items) => withLiveMessage(items, live) ?? items);
  });
  useLiveEvents('conversation-read', (read) => {
    const unread = read.unread;
    if (unread === undefined) return;
    changeItems((items) => withUnread(items, read.conversation_id, unread));
  });
  useLiveEvents('reload', reload);

  return { state, retry: list.retry, loadMore: list.loadMore };
}
