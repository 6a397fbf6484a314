import { useCallback, useEffect, useRef, useState } from 'react';
import { interestCalls, liveNotificationDataSchema, type Notification } from '@dating/contracts';
import { api, errorMessage, useLiveEvents, useNotice } from '@dating/portal';
import { reportUnreadNotifications } from '../../layout/unreadNotifications';
import { withAllRead, withNotifications, withRead } from './notification';

export type NotificationsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      items: Notification[];
      next: number | null;
      unread: number;
      loadingMore: boolean;
      moreFailed: string | null;
    };

type Ready = Extract<NotificationsState, { status: 'ready' }>;

/** Changes a shown list; a state without one stays as it is. */
const whenReady =
  (change: (shown: Ready) => Ready) =>
  (state: NotificationsState): NotificationsState =>
    state.status === 'ready' ? change(state) : state;

/**
 * The member's notifications a page at a time, newest first, kept current from the live feed;
 * marking read (one, or all shown) also sets the bell's count.
 */
export function useNotifications(userId: number) {
  const notice = useNotice();
  const [state, setState] = useState<NotificationsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const [markingAll, setMarkingAll] = useState(false);

  useEffect(() => {
    const current = ++generation.current;
    api.call(interestCalls.notificationsList, { user_id: userId }).then(
      (page) => {
        if (current !== generation.current) return;
        reportUnreadNotifications(page.unread);
        setState({
          status: 'ready',
          items: page.result,
          next: page.next_before,
          unread: page.unread,
          loadingMore: false,
          moreFailed: null,
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
    api.call(interestCalls.notificationsList, { user_id: userId, before: state.next }).then(
      (page) => {
        if (current !== generation.current) return;
        reportUnreadNotifications(page.unread);
        setState(
          whenReady((shown) => ({
            ...shown,
            items: withNotifications(shown.items, page.result),
            next: page.next_before,
            unread: page.unread,
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
  }, [state, userId]);

  /** Marks one read (`id`), or all (without): the server's count comes back with the answer. */
  const markRead = useCallback(
    async (id?: number) => {
      const lastShown = state.status === 'ready' ? (state.items[0]?.id ?? 0) : 0;
      const { unread } = await api.call(interestCalls.notificationsRead, {
        user_id: userId,
        notification_id: id,
      });
      reportUnreadNotifications(unread);
      setState(
        whenReady((shown) => ({
          ...shown,
          items: id === undefined ? withAllRead(shown.items, lastShown) : withRead(shown.items, id),
          unread,
        })),
      );
    },
    [state, userId],
  );

  const open = useCallback(
    (id: number) => void markRead(id).catch((error: unknown) => notice.error(errorMessage(error))),
    [markRead, notice],
  );

  const markAll = useCallback(() => {
    setMarkingAll(true);
    markRead()
      .catch((error: unknown) => notice.error(errorMessage(error)))
      .finally(() => setMarkingAll(false));
  }, [markRead, notice]);

  useLiveEvents('notification', (event) => {
    const parsed = liveNotificationDataSchema.safeParse(event);
    if (!parsed.success) return;
    const { notification, unread } = parsed.data;
    setState(
      whenReady((shown) => ({
        ...shown,
        items: withNotifications(shown.items, [notification]),
        unread,
      })),
    );
  });
  useLiveEvents('reload', reload);

  return { state, retry, loadMore, open, markAll, markingAll };
}
