import { type NotificationKind } from '@dating/contracts';
import { deliveryOf, isMemberCaused, notificationLimits } from './notification-limits';

const quiet = { fromActorToday: 0, toMemberLastHour: 0 };
const { perActorPerDay, pushedPerHour } = notificationLimits;

describe('deliveryOf', () => {
  it('stores and pushes what a member causes within the limits', () => {
    for (const kind of ['interest', 'match', 'message'] as const) {
      expect(deliveryOf(kind, quiet)).toBe('push');
      expect(
        deliveryOf(kind, {
          fromActorToday: perActorPerDay - 1,
          toMemberLastHour: pushedPerHour - 1,
        }),
      ).toBe('push');
    }
  });

  it('stores no more interest or matches from one member than the daily limit', () => {
    const full = { fromActorToday: perActorPerDay, toMemberLastHour: 0 };
    expect(deliveryOf('interest', full)).toBe('drop');
    expect(deliveryOf('match', full)).toBe('drop');
    expect(deliveryOf('interest', { ...full, fromActorToday: perActorPerDay + 40 })).toBe('drop');
  });

  it('lets messages of a match through the daily limit: the member let them in by reading', () => {
    expect(deliveryOf('message', { fromActorToday: perActorPerDay + 5, toMemberLastHour: 0 })).toBe(
      'push',
    );
  });

  it('stores but does not push past the hourly number from everyone', () => {
    const busy = { fromActorToday: 0, toMemberLastHour: pushedPerHour };
    for (const kind of ['interest', 'match', 'message'] as const)
      expect(deliveryOf(kind, busy)).toBe('store');
    // Over both: the daily limit wins, nothing is stored.
    expect(deliveryOf('interest', { ...busy, fromActorToday: perActorPerDay })).toBe('drop');
  });

  it('always stores and pushes news no member caused: warnings, purchases, memberships', () => {
    const flooded = { fromActorToday: 1000, toMemberLastHour: 1000 };
    const kinds: NotificationKind[] = [
      'warning',
      'purchase-approved',
      'purchase-rejected',
      'membership-ending',
      'membership-ended',
    ];
    for (const kind of kinds) {
      expect(isMemberCaused(kind)).toBe(false);
      expect(deliveryOf(kind, flooded)).toBe('push');
    }
  });

  it('takes other limits', () => {
    const limits = { perActorPerDay: 1, pushedPerHour: 2 };
    expect(deliveryOf('interest', { fromActorToday: 1, toMemberLastHour: 0 }, limits)).toBe('drop');
    expect(deliveryOf('interest', { fromActorToday: 0, toMemberLastHour: 2 }, limits)).toBe(
      'store',
    );
  });
});
