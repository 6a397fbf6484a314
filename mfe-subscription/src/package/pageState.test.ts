import { member, noMembership, order } from '../fixtures';
import { openOrderOf, packagePageViewOf } from './pageState';

const active = {
  state: 'active',
  member_start: member().member_start,
  member_end: member().member_end,
} as const;
const expired = { ...active, state: 'expired' } as const;

describe('what /my-package shows', () => {
  it('offers Subscribe with no orders and no subscription, or an expired one', () => {
    for (const membership of [noMembership, expired]) {
      expect(packagePageViewOf([], membership)).toEqual({
        membership,
        payment: null,
        waiting: false,
        canSubscribe: true,
      });
    }
  });

  it('hides Subscribe while the membership is active', () => {
    expect(packagePageViewOf([order({ purchase_status: 'AP' })], active).canSubscribe).toBe(false);
  });

  it('shows the payment view for a WP order, and for a rejected one', () => {
    const waitingPayment = order({ purchase_status: 'WP' });
    expect(packagePageViewOf([waitingPayment], noMembership)).toMatchObject({
      payment: waitingPayment,
      waiting: false,
      canSubscribe: false,
    });
    const rejected = order({ purchase_status: 'RJ', reject_reason: 'Wrong amount' });
    expect(packagePageViewOf([rejected], expired).payment).toBe(rejected);
  });

  it('shows the waiting notice and no Subscribe for a WA order', () => {
    expect(packagePageViewOf([order({ purchase_status: 'WA' })], noMembership)).toMatchObject({
      payment: null,
      waiting: true,
      canSubscribe: false,
    });
  });

  it('lets approved orders rest once the membership has expired', () => {
    const view = packagePageViewOf(
      [order({ purchase_status: 'AP' }), order({ purchase_id: 12, purchase_status: 'AP' })],
      expired,
    );
    expect(view).toMatchObject({ payment: null, waiting: false, canSubscribe: true });
  });

  it('takes the newest order in progress', () => {
    const older = order({
      purchase_id: 3,
      purchase_status: 'RJ',
      purchase_date: '2026-01-01T00:00:00Z',
    });
    const newer = order({
      purchase_id: 4,
      purchase_status: 'WA',
      purchase_date: '2026-02-01T00:00:00Z',
    });
    const approved = order({
      purchase_id: 5,
      purchase_status: 'AP',
      purchase_date: '2026-03-01T00:00:00Z',
    });
    expect(openOrderOf([older, approved, newer])).toBe(newer);
    expect(openOrderOf([approved])).toBeNull();
  });
});
