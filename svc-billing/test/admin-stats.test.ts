import { billingCalls, type Caller } from '@dating/contracts';
import { serviceFailure } from '@dating/testing';
import { as, join, order, pay, refused, sql, startPortal, type Portal } from './portal';

let portal: Portal;
/** An approved order: a membership running now. */
let subscriber: Caller;
/** A receipt waiting for the admin, and an older approved order whose membership ended. */
let waiting: Caller;
/** Approved, then deactivated by an admin: no longer counted as subscribing. */
let deactivated: Caller;

const admin = () => as(portal, portal.admin);

/** An approved order placed and approved at `at`, straight into the table. */
async function approvedOrder(member: Caller, amount: number, at: string): Promise<number> {
  const [row] = await sql<{ purchase_id: number }>(
    portal,
    `INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
       purchase_date, purchase_status, purchase_approve_date, lang, create_user, create_process)
     VALUES ($1, $2, 1, $3, 30, $4, 'AP', $4, 'en', 'test', 'test')
     RETURNING purchase_id`,
    [member.userId, member.username, amount, at],
  );
  if (!row) throw new Error('No order stored');
  return row.purchase_id;
}

beforeAll(async () => {
  // The portal's clock: 1 March 2026, 17:00 in Bangkok.
  portal = await startPortal();
  [subscriber, waiting, deactivated] = await Promise.all([
    join(portal, 'subscriber'),
    join(portal, 'waiting'),
    join(portal, 'gone'),
  ]);
  for (const member of [subscriber, deactivated]) {
    const purchaseId = await order(portal, member);
    await pay(portal, member, purchaseId);
    await admin()(billingCalls.orderApprove, { purchase_id: purchaseId });
  }
  await sql(
    portal,
    `INSERT INTO member_status (user_id, active, changed_at) VALUES ($1, false, now())`,
    [deactivated.userId],
  );
  const older = await approvedOrder(waiting, 799, '2026-01-15T05:00:00Z');
  await sql(
    portal,
    `INSERT INTO user_member (user_id, purchase_id, package_id, member_status, member_start,
       member_end, create_user, create_process)
     VALUES ($1, $2, 1, 'E', '2026-01-15T05:00:00Z', '2026-02-14T05:00:00Z', 'test', 'test')`,
    [waiting.userId, older],
  );
  await pay(portal, waiting, await order(portal, waiting));
  // 01:00 on 1 February in Bangkok: February's, though still January in UTC.
  await approvedOrder(waiting, 1499, '2026-01-31T18:00:00Z');
  // Thirteen months ago: outside the window.
  await approvedOrder(waiting, 2699, '2025-02-20T05:00:00Z');
});

afterAll(() => portal?.stop());

describe("the admin dashboard's billing figures", () => {
  it('count running memberships of active members, and receipts waiting', async () => {
    expect(await admin()(billingCalls.adminStats, {})).toMatchObject({
      active_subscriptions: 1,
      receipts_waiting: 1,
    });
  });

  it('sum approved orders per Thai month for the last 12 months', async () => {
    const { revenue } = await admin()(billingCalls.adminStats, {});
    expect(revenue.map((month) => month.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(revenue.slice(-3)).toEqual([
      { month: '2026-01', amount: 799, orders: 1 },
      { month: '2026-02', amount: 1499, orders: 1 },
      { month: '2026-03', amount: 598, orders: 2 },
    ]);
    expect(revenue.slice(0, -3).every((month) => month.amount === 0)).toBe(true);
  });

  it('are refused to a member', async () => {
    expect(await serviceFailure(as(portal, subscriber)(billingCalls.adminStats, {}))).toEqual(
      refused,
    );
  });
});

describe("a member's billing on their admin page", () => {
  it('lists their orders newest first, and their memberships', async () => {
    const record = await admin()(billingCalls.adminMemberBilling, { user_id: waiting.userId });
    expect(
      record.orders.map((row) => [row.purchase_status, row.purchase_amt, row.package_name]),
    ).toEqual([
      ['WA', 299, '1 Month'],
      ['AP', 1499, '1 Month'],
      ['AP', 799, '1 Month'],
      ['AP', 2699, '1 Month'],
    ]);
    expect(record.memberships).toEqual([
      expect.objectContaining({
        member_status: 'E',
        member_end: '2026-02-14T05:00:00.000Z',
      }),
    ]);
    expect(record.membership).toMatchObject({ state: 'expired' });

    const running = await admin()(billingCalls.adminMemberBilling, {
      user_id: subscriber.userId,
    });
    expect(running.orders).toEqual([expect.objectContaining({ purchase_status: 'AP' })]);
    expect(running.membership).toMatchObject({ state: 'active' });
  });

  it('has nothing for a member who never ordered', async () => {
    expect(await admin()(billingCalls.adminMemberBilling, { user_id: 4242 })).toEqual({
      orders: [],
      memberships: [],
      membership: { state: 'none' },
      pseudonym: null,
    });
  });

  it('is refused to a member', async () => {
    expect(
      await serviceFailure(
        as(portal, subscriber)(billingCalls.adminMemberBilling, { user_id: waiting.userId }),
      ),
    ).toEqual(refused);
  });
});
