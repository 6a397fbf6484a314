import type { Notification } from '@dating/contracts';
import {
  notificationHref,
  notificationWords,
  whenText,
  withAllRead,
  withNotifications,
  withRead,
} from './notification';

const base: Notification = {
  id: 1,
  kind: 'interest',
  created_at: '2026-11-20T10:00:00.000Z',
  read: false,
  other_user_id: 8,
  other_name: 'Ingrid',
  conversation_id: null,
  package_id: null,
  reason: null,
  until: null,
};
const words = (notification: Partial<Notification>) =>
  notificationWords(
    { ...base, ...notification },
    { someone: 'A member', date: (iso) => `day ${iso.slice(0, 10)}` },
  );

describe('what a notification says', () => {
  it.each<[Partial<Notification>, string, Record<string, string>]>([
    [{ kind: 'interest' }, 'interest', { name: 'Ingrid' }],
    [{ kind: 'match' }, 'match', { name: 'Ingrid' }],
    [{ kind: 'message', other_name: null }, 'message', { name: 'A member' }],
    [
      { kind: 'purchase-approved', until: '2027-02-20T00:00:00.000Z' },
      'purchaseApproved',
      { date: 'day 2027-02-20' },
    ],
    [{ kind: 'purchase-approved' }, 'purchaseApprovedUndated', {}],
    [
      { kind: 'purchase-rejected', reason: 'Slip unreadable' },
      'purchaseRejected',
      { reason: 'Slip unreadable' },
    ],
    [{ kind: 'purchase-rejected' }, 'purchaseRejectedUnexplained', {}],
    [
      { kind: 'membership-ending', until: '2026-11-23T00:00:00.000Z' },
      'membershipEnding',
      { date: 'day 2026-11-23' },
    ],
    [{ kind: 'membership-ending' }, 'membershipEndingUndated', {}],
    [{ kind: 'membership-ended' }, 'membershipEnded', {}],
    [{ kind: 'warning', reason: 'Be polite' }, 'warning', { reason: 'Be polite' }],
    [{ kind: 'warning' }, 'warningUnexplained', {}],
  ])('%o says %s', (notification, key, values) => {
    expect(words(notification)).toEqual({ key, values });
  });
});

describe('where a notification leads', () => {
  it.each<[Partial<Notification>, string | null]>([
    [{ kind: 'interest' }, '/profile?id=8'],
    [{ kind: 'match' }, '/profile?id=8'],
    [{ kind: 'message', conversation_id: 3 }, '/messages/8'],
    [{ kind: 'match', other_user_id: null }, null],
    [{ kind: 'purchase-approved', package_id: 2 }, '/my-package'],
    [{ kind: 'purchase-rejected' }, '/my-package'],
    [{ kind: 'membership-ending' }, '/my-package'],
    [{ kind: 'membership-ended' }, '/my-package'],
    [{ kind: 'warning', reason: 'Be polite' }, null],
  ])('%o leads to %s', (notification, href) => {
    expect(notificationHref({ ...base, ...notification })).toBe(href);
  });
});

describe('when it happened', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');
  it.each([
    ['2026-11-20T11:59:30.000Z', 'now'],
    ['2026-11-20T12:00:05.000Z', 'now'],
    ['2026-11-20T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-20T09:00:00.000Z', '3 hours ago'],
    ['2026-11-19T11:00:00.000Z', 'yesterday'],
    ['2026-11-16T12:00:00.000Z', '4 days ago'],
    ['2026-11-01T12:00:00.000Z', '11/1/26'],
  ])('%s is %s', (iso, text) => {
    expect(whenText(iso, now, 'en')).toBe(text);
  });

  it('speaks the member language', () => {
    expect(whenText('2026-11-20T11:55:00.000Z', now, 'no')).toBe('for 5 minutter siden');
  });
});

describe('the list', () => {
  const item = (id: number, read = false): Notification => ({ ...base, id, read });

  it('keeps the newest first and each notification once', () => {
    const shown = [item(5), item(4)];
    expect(withNotifications(shown, [item(3), item(2)]).map((n) => n.id)).toEqual([5, 4, 3, 2]);
    expect(withNotifications(shown, [item(6)]).map((n) => n.id)).toEqual([6, 5, 4]);
    expect(withNotifications(shown, [item(4, true)])).toEqual([item(5), item(4, true)]);
  });

  it('marks one read, or all of those up to the newest shown when asked', () => {
    const shown = [item(7), item(5), item(4)];
    expect(withRead(shown, 5)).toEqual([item(7), item(5, true), item(4)]);
    expect(withAllRead(shown, 5)).toEqual([item(7), item(5, true), item(4, true)]);
  });
});
