import { useEffect } from 'react';
import { useSession } from '@dating/portal';
import { useUnreadMessages } from '../messages/useUnreadMessages';
import { useUnreadNotifications } from '../notifications/unreadNotifications';

/** The member's unread messages (all conversations) and notifications. */
export interface Unread {
  messages: number;
  notifications: number;
}

/**
 * The counts the shell's header shows on its bell and profile menu, asked once and then kept
 * live, told to `onChange` as they change. It shows nothing itself: the header's markup is the
 * shell's, and stays in place while this remote loads or when it is down.
 */
export default function UnreadCounts({ onChange }: { onChange: (unread: Unread) => void }) {
  const { userId } = useSession();
  const messages = useUnreadMessages(userId);
  const notifications = useUnreadNotifications(userId);
  useEffect(() => onChange({ messages, notifications }), [messages, notifications, onChange]);
  return null;
}
