import { useState } from 'react';
import {
  interestCalls,
  liveConversationReadDataSchema,
  liveMessageDataSchema,
  type UnreadMessagesResult,
} from '@dating/contracts';
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

  useLiveEvents('message', (event) => {
    const parsed = liveMessageDataSchema.safeParse(event);
    if (parsed.success) setLive({ after: data, total: parsed.data.unread_total });
  });
  useLiveEvents('conversation-read', (event) => {
    const parsed = liveConversationReadDataSchema.safeParse(event);
    const total = parsed.success ? parsed.data.unread_total : undefined;
    if (total !== undefined) setLive({ after: data, total });
  });
  useLiveEvents('reload', reload);

  return live && live.after === data ? live.total : (data?.unread ?? 0);
}
