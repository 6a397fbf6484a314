import { useCallback, useEffect, useRef, useState } from 'react';
import {
  interestCalls,
  type ConversationMessage,
  type ConversationOther,
  type ConversationResult,
} from '@dating/contracts';
import { api, errorMessage, toApiError, useLiveEvents, useNotice } from '@dating/portal';
import { mergeMessages, readUpTo, unreadUpTo } from './thread';

export interface ConversationReady {
  status: 'ready';
  conversationId: number | null;
  /** Their card, or a deleted member (the conversation is then read-only). */
  other: ConversationOther;
  canWrite: boolean;
  /** Why the server refused a message, when it did (shown instead of the composer). */
  refusal: string | null;
  /** Oldest first. */
  messages: ConversationMessage[];
  /** The `before` of the page of older messages; null once the beginning is shown. */
  next: number | null;
  loadingOlder: boolean;
  /** The last page of older messages failed: only Show older messages asks again. */
  olderFailed: boolean;
  /** The latest message the other member wrote while the page was open, to announce. */
  arrived: ConversationMessage | null;
}

export type ConversationState =
  { status: 'loading' } | { status: 'failed'; message: string } | ConversationReady;

function readyOf(page: ConversationResult): ConversationReady {
  return {
    status: 'ready',
    conversationId: page.conversation_id,
    other: page.other,
    canWrite: page.can_write,
    refusal: null,
    messages: mergeMessages([], page.messages),
    next: page.next_before,
    loadingOlder: false,
    olderFailed: false,
    arrived: null,
  };
}

/**
 * The conversation with `otherId`: its newest page, older ones on request, messages arriving
 * live, read marks, and read as it is shown.
 */
export function useConversation(userId: number, otherId: number) {
  const notice = useNotice();
  const [state, setState] = useState<ConversationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const readRequested = useRef(0);
  // Set before the state says so: a second request in the same moment (the observer and the
  // button) finds it.
  const olderRequested = useRef(false);

  useEffect(() => {
    const current = ++generation.current;
    api.call(interestCalls.conversationGet, { user_id: userId, other_user_id: otherId }).then(
      (page) => current === generation.current && setState(readyOf(page)),
      (error: unknown) =>
        current === generation.current &&
        setState({ status: 'failed', message: errorMessage(error) }),
    );
  }, [userId, otherId, attempt]);

  const update = useCallback(
    (change: (ready: ConversationReady) => ConversationReady) =>
      setState((shown) => (shown.status === 'ready' ? change(shown) : shown)),
    [],
  );
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  const conversationId = state.status === 'ready' ? state.conversationId : null;
  const upTo = state.status === 'ready' ? unreadUpTo(state.messages, userId) : null;
  useEffect(() => {
    if (conversationId === null || upTo === null || readRequested.current >= upTo) return;
    readRequested.current = upTo;
    api
      .call(interestCalls.conversationRead, {
        user_id: userId,
        conversation_id: conversationId,
        up_to: upTo,
      })
      .then(
        () => update((ready) => ({ ...ready, messages: readUpTo(ready.messages, otherId, upTo) })),
        () => {
          // Read again with the next message shown.
          readRequested.current = 0;
        },
      );
  }, [conversationId, upTo, userId, otherId, update]);

  /** The page before the oldest message shown, prepended; one request at a time. */
  const loadOlder = useCallback(() => {
    if (state.status !== 'ready' || state.next === null || olderRequested.current) return;
    olderRequested.current = true;
    const current = generation.current;
    const input =
      state.conversationId === null
        ? { user_id: userId, other_user_id: otherId, before: state.next }
        : { user_id: userId, conversation_id: state.conversationId, before: state.next };
    update((ready) => ({ ...ready, loadingOlder: true, olderFailed: false }));
    api.call(interestCalls.conversationGet, input).then(
      (page) => {
        olderRequested.current = false;
        if (current !== generation.current) return;
        update((ready) => ({
          ...ready,
          messages: mergeMessages(ready.messages, page.messages),
          next: page.next_before,
          loadingOlder: false,
        }));
      },
      (error: unknown) => {
        olderRequested.current = false;
        if (current !== generation.current) return;
        notice.error(errorMessage(error));
        update((ready) => ({ ...ready, loadingOlder: false, olderFailed: true }));
      },
    );
  }, [state, userId, otherId, update, notice]);

  /** Sends `text`; true once it is sent. A 403 says the member may not write (why, shown). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const target =
        conversationId === null ? { other_user_id: otherId } : { conversation_id: conversationId };
      try {
        const sent = await api.call(interestCalls.messageSend, {
          user_id: userId,
          ...target,
          text,
        });
        update((ready) => ({
          ...ready,
          conversationId: sent.conversation_id,
          messages: mergeMessages(ready.messages, [sent.message]),
        }));
        return true;
      } catch (error) {
        const refused = toApiError(error);
        if (refused.status === 403) {
          update((ready) => ({ ...ready, canWrite: false, refusal: refused.message }));
        } else notice.error(refused.message);
        return false;
      }
    },
    [conversationId, userId, otherId, update, notice],
  );

  useLiveEvents('message', (live) => {
    if (conversationId === null) {
      if (live.message.sender_id === otherId) reload();
      return;
    }
    if (live.conversation_id !== conversationId) return;
    update((ready) => ({
      ...ready,
      messages: mergeMessages(ready.messages, [live.message]),
      arrived: live.message.sender_id === otherId ? live.message : ready.arrived,
    }));
  });
  useLiveEvents('conversation-read', (read) => {
    if (read.conversation_id !== conversationId || read.reader_id !== otherId) return;
    update((ready) => ({
      ...ready,
      messages: readUpTo(ready.messages, userId, read.read_up_to),
    }));
  });
  useLiveEvents('reload', reload);

  return { state, retry, loadOlder, send };
}
