import {
  type ConversationMessage,
  type ConversationSummary,
  type LiveMessageData,
} from '@dating/contracts';

/** Messages oldest first (newest at the bottom), each once: a later copy replaces an earlier one. */
export function mergeMessages(
  shown: readonly ConversationMessage[],
  incoming: readonly ConversationMessage[],
): ConversationMessage[] {
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The other member has read my messages up to `upTo`: their read marks. */
export function readUpTo(
  messages: readonly ConversationMessage[],
  senderId: number,
  upTo: number,
): ConversationMessage[] {
  return messages.map((message) =>
    message.sender_id === senderId && message.id <= upTo && !message.read
      ? { ...message, read: true }
      : message,
  );
}

/** The newest message id when the other member wrote something I have not read; else null. */
export function unreadUpTo(messages: readonly ConversationMessage[], myId: number): number | null {
  const unread = messages.some((message) => message.sender_id !== myId && !message.read);
  return unread ? (messages.at(-1)?.id ?? null) : null;
}

/**
 * The conversation list after a live message: that conversation with its new last message and
 * unread count, first. Null when the conversation is not in the list (it must be read again).
 */
export function withLiveMessage(
  summaries: readonly ConversationSummary[],
  live: LiveMessageData,
): ConversationSummary[] | null {
  const summary = summaries.find((item) => item.conversation_id === live.conversation_id);
  if (!summary) return null;
  const updated: ConversationSummary =
    live.message.id >= summary.last_message.id
      ? { ...summary, last_message: live.message, unread: live.unread }
      : { ...summary, unread: live.unread };
  return [updated, ...summaries.filter((item) => item !== summary)];
}

/** The conversation list after the caller read a conversation (in this tab or another). */
export function withUnread(
  summaries: readonly ConversationSummary[],
  conversationId: number,
  unread: number,
): ConversationSummary[] {
  return summaries.map((item) =>
    item.conversation_id === conversationId ? { ...item, unread } : item,
  );
}

/** Conversations of a next page after those shown, each once. */
export function appendSummaries(
  shown: readonly ConversationSummary[],
  page: readonly ConversationSummary[],
): ConversationSummary[] {
  const seen = new Set(shown.map((item) => item.conversation_id));
  return [...shown, ...page.filter((item) => !seen.has(item.conversation_id))];
}

/** What the top of the thread offers: older messages, the beginning, or nothing (none yet). */
export type ThreadTop = 'older' | 'beginning' | 'none';

export function threadTop(messageCount: number, next: number | null): ThreadTop {
  if (next !== null) return 'older';
  return messageCount > 0 ? 'beginning' : 'none';
}
