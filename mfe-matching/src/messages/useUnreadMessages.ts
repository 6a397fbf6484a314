import { useState } from 'react';
import { interestCalls, type UnreadMessagesResult } from '@dating/contracts';
import { useCall, useLiveEvents } from '@dating/portal';

/** The member's unread messages in all conversations: asked once, then kept by the live feed. */
export function useUnreadMessages(userId: number | null): number {
  const { data, reload } = useCall(
    interestCalls.unreadMessages,
    userId === null ? null : { user_id: userId },
    { onError: (error) => console.warn('The unread messages could not be counted', error) },
  );
  // A live count holds until the next answer, which already includes it.
  const [live, setLive] = useState<{ after: UnreadMessagesResult | undefined; total: number }>();

  useLiveEvents('message', ({ unread_total }) => setLive({ after: data, total: unread_total }));
  useLiveEvents('conversation-read', ({ unread_total }) => {
    if (unread_total !== undefined) setLive({ after: data, total: unread_total });
  });
  useLiveEvents('reload', reload);

  return live && live.after === data ? live.total : (data?.unread ?? 0);
}
