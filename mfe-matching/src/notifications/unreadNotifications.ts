import { useEffect, useEffectEvent, useState } from 'react';
import { interestCalls, type UnreadNotificationsResult } from '@dating/contracts';
import { useCall, useLiveEvents } from '@dating/portal';

type CountListener = (unread: number) => void;
const countListeners = new Set<CountListener>();

/** Tells the header's bell the unread count an answer carried (a list, or marking read). */
export function reportUnreadNotifications(unread: number): void {
  countListeners.forEach((listener) => listener(unread));
}

/**
 * The member's unread notifications for the header's bell: asked once, then set by the count
 * each live notification carries and by what the notifications page reports.
 */
export function useUnreadNotifications(userId: number | null): number {
  const { data, reload } = useCall(
    interestCalls.unreadNotifications,
    userId === null ? null : { user_id: userId },
    { onError: (error) => console.warn('The unread notifications could not be counted', error) },
  );
  // A newer count holds until the next answer, which already includes it.
  const [newer, setNewer] = useState<{
    after: UnreadNotificationsResult | undefined;
    total: number;
  }>();
  const hear = useEffectEvent((total: number) => setNewer({ after: data, total }));

  useEffect(() => {
    const listener: CountListener = (total) => hear(total);
    countListeners.add(listener);
    return () => {
      countListeners.delete(listener);
    };
  }, []);
  useLiveEvents('notification', ({ unread }) => hear(unread));
  // Reading a conversation also reads its message notification.
  useLiveEvents('conversation-read', reload);
  useLiveEvents('reload', reload);

  return newer && newer.after === data ? newer.total : (data?.unread ?? 0);
}
