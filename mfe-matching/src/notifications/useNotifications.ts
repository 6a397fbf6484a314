import { useCallback, useState } from 'react';
import { interestCalls, type Notification } from '@dating/contracts';
import {
  api,
  errorMessage,
  useKeysetList,
  useLiveEvents,
  useNotice,
  type KeysetListState,
} from '@dating/portal';
import { withAllRead, withNotifications, withRead } from './notification';
import { reportUnreadNotifications } from './unreadNotifications';

type ListState = KeysetListState<Notification>;

export type NotificationsState =
  | Exclude<ListState, { status: 'ready' }>
  | (Extract<ListState, { status: 'ready' }> & { unread: number });

/**
 * The member's notifications a page at a time, newest first, kept current from the live feed;
 * marking read (one, or all shown) also sets the bell's count.
 */
export function useNotifications(userId: number) {
  const notice = useNotice();
  const [unread, setUnread] = useState(0);
  const [markingAll, setMarkingAll] = useState(false);
  const load = useCallback(
    (before?: number) => api.call(interestCalls.notificationsList, { user_id: userId, before }),
    [userId],
  );
  const list = useKeysetList(load, {
    merge: withNotifications,
    onPage: (page) => {
      reportUnreadNotifications(page.unread);
      setUnread(page.unread);
    },
  });
  const { changeItems, reload } = list;
  const state: NotificationsState =
    list.state.status === 'ready' ? { ...list.state, unread } : list.state;

  /** Marks one read (`id`), or all (without): the server's count comes back with the answer. */
  const markRead = useCallback(
    async (id?: number) => {
      const lastShown = list.state.status === 'ready' ? (list.state.items[0]?.id ?? 0) : 0;
      const answer = await api.call(interestCalls.notificationsRead, {
        user_id: userId,
        notification_id: id,
      });
      reportUnreadNotifications(answer.unread);
      setUnread(answer.unread);
      changeItems((items) =>
        id === undefined ? withAllRead(items, lastShown) : withRead(items, id),
      );
    },
    [list.state, changeItems, userId],
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

  useLiveEvents('notification', ({ notification, unread }) => {
    setUnread(unread);
    changeItems((items) => withNotifications(items, [notification]));
  });
  useLiveEvents('reload', reload);

  return { state, retry: list.retry, loadMore: list.loadMore, open, markAll, markingAll };
}
