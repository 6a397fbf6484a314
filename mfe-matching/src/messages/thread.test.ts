import type { ConversationMessage, ConversationSummary } from '@dating/contracts';
import { memberCard } from '@dating/portal/testing';
import { mergeMessages, readUpTo, threadTop, unreadUpTo, withLiveMessage } from './thread';

const message = (id: number, senderId: number, read = false): ConversationMessage => ({
  id,
  sender_id: senderId,
  text: `m${id}`,
  masked: false,
  sent_at: '2026-11-20T10:00:00.000Z',
  read,
});

const summary = (conversationId: number, last: ConversationMessage): ConversationSummary => ({
  conversation_id: conversationId,
  other: memberCard(conversationId),
  last_message: last,
  unread: 0,
});

describe('conversation rules', () => {
  it('keeps each message once, oldest first, the later copy winning', () => {
    const merged = mergeMessages(
      [message(3, 7), message(1, 8)],
      [message(3, 7, true), message(2, 8)],
    );
    expect(merged.map((item) => [item.id, item.read])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('puts an older page above, and a live message below, each message once when they overlap', () => {
    const ids = (messages: readonly ConversationMessage[]) => messages.map((item) => item.id);
    const newest = mergeMessages([], [message(6, 8), message(5, 7)]);
    // A live message that the next page (or a reload) also brings.
    const withLive = mergeMessages(newest, [message(7, 8)]);
    expect(ids(mergeMessages(withLive, [message(7, 8)]))).toEqual([5, 6, 7]);
    const withOlder = mergeMessages(withLive, [message(5, 7), message(4, 8), message(3, 7)]);
    expect(ids(withOlder)).toEqual([3, 4, 5, 6, 7]);
    // A live message arriving after the older page still goes to the bottom.
    expect(ids(mergeMessages(withOlder, [message(8, 7)]))).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('offers older messages while there are any, then the beginning', () => {
    expect(threadTop(30, 12)).toBe('older');
    expect(threadTop(3, null)).toBe('beginning');
    expect(threadTop(0, null)).toBe('none');
  });

  it("marks only the sender's messages up to the one read", () => {
    const marked = readUpTo([message(1, 7), message(2, 8), message(3, 7)], 7, 2);
    expect(marked.map((item) => item.read)).toEqual([true, false, false]);
  });

  it('reads up to the newest message only when the other member wrote something unread', () => {
    expect(unreadUpTo([message(1, 8), message(2, 7)], 7)).toBe(2);
    expect(unreadUpTo([message(1, 8, true), message(2, 7)], 7)).toBeNull();
  });

  it('moves the conversation of a live message first, and asks for a read of an unknown one', () => {
    const list = [summary(1, message(5, 8)), summary(2, message(4, 9))];
    const live = { conversation_id: 2, message: message(6, 9), unread: 3, unread_total: 3 };
    expect(
      withLiveMessage(list, live)?.map((item) => [
        item.conversation_id,
        item.last_message.id,
        item.unread,
      ]),
    ).toEqual([
      [2, 6, 3],
      [1, 5, 0],
    ]);
    expect(withLiveMessage(list, { ...live, conversation_id: 3 })).toBeNull();
  });
});
