import { contactDetailMask } from '@dating/contracts';
import {
  conversationLimits,
  pairOf,
  retryAfterSeconds,
  shownMessage,
  writeRight,
} from './conversation-rules';

describe('writeRight', () => {
  it.each([
    [true, true, 'write'],
    [true, false, 'write'],
    [false, true, 'open'],
    [false, false, 'subscribe'],
  ] as const)('conversation open %s, writer subscribed %s: %s', (open, subscribed, right) => {
    expect(writeRight(open, subscribed)).toBe(right);
  });
});

describe('retryAfterSeconds', () => {
  const limit = conversationLimits.messages;
  const now = new Date('2026-03-01T10:00:00.000Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('lets the member act while under the limit', () => {
    expect(retryAfterSeconds(limit, { count: limit.count - 1, oldest: ago(59), now })).toBeNull();
    expect(retryAfterSeconds(limit, { count: 0, oldest: null, now })).toBeNull();
  });

  it('at the limit, waits until the oldest leaves the window, at least a second', () => {
    expect(retryAfterSeconds(limit, { count: limit.count, oldest: ago(15), now })).toBe(45);
    expect(retryAfterSeconds(limit, { count: limit.count, oldest: ago(59.5), now })).toBe(1);
    expect(retryAfterSeconds(limit, { count: limit.count + 3, oldest: ago(60), now })).toBe(1);
  });

  it('counts the daily limit in its own window', () => {
    const daily = conversationLimits.newConversations;
    expect(retryAfterSeconds(daily, { count: daily.count, oldest: ago(3600), now })).toBe(
      23 * 3600,
    );
  });
});

describe('shownMessage', () => {
  const text = 'Call me on 081-234-5678 tonight';

  it('shows two subscribers what was written', () => {
    expect(shownMessage(text, true)).toEqual({ text, masked: false, original: null });
  });

  it('masks contact details otherwise, and keeps what was written for the record', () => {
    expect(shownMessage(text, false)).toEqual({
      text: `Call me on ${contactDetailMask} tonight`,
      masked: true,
      original: text,
    });
  });

  it('marks nothing when there was nothing to mask', () => {
    expect(shownMessage('See you at 20:30', false)).toEqual({
      text: 'See you at 20:30',
      masked: false,
      original: null,
    });
  });
});

describe('pairOf', () => {
  it('puts the lower id first, whoever asks', () => {
    expect(pairOf(7, 3)).toEqual([3, 7]);
    expect(pairOf(3, 7)).toEqual([3, 7]);
  });
});
