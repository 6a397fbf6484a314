import {
  billingCalls,
  billingMessages as M,
  ErrorCode,
  membershipEvent,
  purchaseApprovedEvent,
  purchaseRejectedEvent,
  reviewPageSize,
  type Caller,
} from '@dating/contracts';
import { DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { eventStreamName } from '@dating/server';
import { natsConnection, outboxDrained, publishedEvents, serviceFailure } from '@dating/testing';
import { as, join, mailTo, order, pay, sql, startPortal, until, type Portal } from './portal';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(() => portal?.stop());

const admin = () => as(portal, portal.admin);
const approve = (purchase_id: number) => admin()(billingCalls.orderApprove, { purchase_id });

/** Runs `work` while the EVENTS stream refuses every new event (full, discarding new ones). */
async function withEventsRefused(work: () => Promise<void>): Promise<void> {
  const nc = await connect(natsConnection(portal.infra, 'svc-billing'));
  const jsm = await jetstreamManager(nc);
  const { config, state } = await jsm.streams.info(eventStreamName);
  if (state.messages === 0) throw new Error('The EVENTS stream must hold an event already');
  await jsm.streams.update(eventStreamName, {
    ...config,
    // 0 would mean no limit: the stream must hold something already.
    max_msgs: state.messages,
    discard: DiscardPolicy.New,
  });
  try {
    await work();
  } finally {
    await jsm.streams.update(eventStreamName, config);
    await nc.close();
  }
}
const review = (body: object = {}) => admin()(billingCalls.reviewList, body);
const membershipsOf = (member: Caller) =>
  as(portal, member)(billingCalls.membershipsList, {
    user_id: member.userId,
  });
const membershipRows = (purchaseId: number) =>
  sql<{ n: number }>(portal, 'SELECT count(*)::int AS n FROM user_member WHERE purchase_id = $1', [
    purchaseId,
  ]);

describe('the review list', () => {
  it('pages the waiting orders oldest first, with who sent them, the receipt and the slip', async () => {
    const waiting = reviewPageSize + 1;
    await sql(
      portal,
      `WITH waiting AS (
         INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
           purchase_date, purchase_status, purchase_receipt, purchase_img_file, lang,
           create_user, create_process)
         SELECT 1000 + i, 'member' || i, 1, 299, 30,
           timestamptz '2026-02-01' - i * interval '1 hour', 'WA', timestamptz '2026-02-02',
           gen_random_uuid(), 'en', 'test', 'test'
           FROM generate_series(1, $1) AS i
         RETURNING purchase_id, purchase_img_file, user_id)
       INSERT INTO receipt (purchase_id, file_id, slip_bank, slip_reference, attached_at,
         create_user, create_process)
       SELECT purchase_id, purchase_img_file, '004', 'REF' || (user_id - 1000),
         timestamptz '2026-02-02', 'test', 'test'
         FROM waiting`,
      [waiting],
    );
    const first = await review();
    expect(first).toMatchObject({ status: 'OK', page: 1, has_more: true });
    expect(first.result).toHaveLength(reviewPageSize);
    expect(first.result[0]).toMatchObject({
      username: `member${waiting}`,
      purchase_status: 'WA',
      package_name: '1 Month',
      slip_bank: '004',
      slip_reference: `REF${waiting}`,
      receipt_url: expect.stringMatching(/^\/api\/files\/receipts\/[0-9a-f-]{36}$/),
    });
    const dates = first.result.map((row) => row.purchase_date);
    expect(dates).toEqual([...dates].sort());
    const second = await review({ page: 2 });
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.result.map((row) => row.username)).toEqual(['member1']);
    expect((await review({ status: 'AP' })).result).toEqual([]);
  });
});

describe('approving', () => {
  it('twice creates one membership, and the second approval is a conflict', async () => {
    const member = await join(portal, 'twice');
    const purchaseId = await order(portal, member);
    await pay(portal, member, purchaseId);
    await approve(purchaseId);
    expect(await serviceFailure(approve(purchaseId))).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderNotWaiting,
      messageCode: 'orderNotWaiting',
    });
    expect(await membershipRows(purchaseId)).toEqual([{ n: 1 }]);
    await mailTo(portal, 'twice', 'Your subscription is active');
    // Every mail the approvals wrote has left the outbox: a second one would have arrived too.
    await outboxDrained(portal.billing);
    expect(
      portal.mail.messages().filter((mail) => mail.To[0]?.Address === 'twice@example.com'),
    ).toHaveLength(1);
  });

  it("tells the members' notifications of an approval and of a rejection", async () => {
    const [kept, refused] = [await join(portal, 'notified1'), await join(portal, 'notified2')];
    const [approved, rejected] = [await order(portal, kept), await order(portal, refused)];
    await pay(portal, kept, approved);
    await pay(portal, refused, rejected);
    await approve(approved);
    await admin()(billingCalls.orderReject, { purchase_id: rejected, reason: 'Unreadable slip' });
    await outboxDrained(portal.billing);
    const of = <Event extends { user_id: number }>(member: Caller, events: Event[]) =>
      events.filter((event) => event.user_id === member.userId);
    expect(of(kept, await publishedEvents(portal.infra, purchaseApprovedEvent))).toEqual([
      expect.objectContaining({ purchase_id: approved, event_id: expect.any(String) }),
    ]);
    expect(of(refused, await publishedEvents(portal.infra, purchaseRejectedEvent))).toEqual([
      expect.objectContaining({ purchase_id: rejected, reason: 'Unreadable slip' }),
    ]);
  });

  it('by two admins at the same moment creates one membership', async () => {
    const member = await join(portal, 'concurrent');
    const purchaseId = await order(portal, member, 2);
    await pay(portal, member, purchaseId);
    const otherAdmin = as(portal, { userId: 2, username: 'second-admin', role: 'A' });
    const outcomes = await Promise.allSettled([
      approve(purchaseId),
      otherAdmin(billingCalls.orderApprove, { purchase_id: purchaseId }),
      approve(purchaseId),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await membershipRows(purchaseId)).toEqual([{ n: 1 }]);
    const { result } = await membershipsOf(member);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      member_start: '2026-03-01T10:00:00.000Z',
      member_end: '2026-05-30T10:00:00.000Z',
    });
  });

  it('a renewal while a membership is active starts when the current one ends', async () => {
    const member = await join(portal, 'renewing');
    const purchaseId = await order(portal, member, 2);
    await pay(portal, member, purchaseId);
    // A membership bought earlier, still running for ten days.
    const [earlier] = await sql<{ purchase_id: number }>(
      portal,
      `INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
         purchase_date, purchase_status, lang, create_user, create_process)
       VALUES ($1, 'renewing', 1, 299, 30, '2026-02-09T10:00:00Z', 'AP', 'en', 'test', 'test')
       RETURNING purchase_id`,
      [member.userId],
    );
    await sql(
      portal,
      `INSERT INTO user_member (user_id, purchase_id, package_id, member_start, member_end,
         create_user, create_process)
       VALUES ($1, $2, 1, '2026-02-09T10:00:00Z', '2026-03-11T10:00:00Z', 'test', 'test')`,
      [member.userId, earlier?.purchase_id],
    );

    await approve(purchaseId);
    const memberships = await membershipsOf(member);
    expect(memberships.result.map((row) => [row.member_start, row.member_end])).toEqual([
      ['2026-02-09T10:00:00.000Z', '2026-03-11T10:00:00.000Z'],
      ['2026-03-11T10:00:00.000Z', '2026-06-09T10:00:00.000Z'],
    ]);
    expect(memberships.membership).toEqual({
      state: 'active',
      member_start: '2026-02-09T10:00:00.000Z',
      member_end: '2026-06-09T10:00:00.000Z',
    });
    // svc-profile hears when the memberships now end: with the renewal that follows on.
    await outboxDrained(portal.billing);
    expect(
      (await publishedEvents(portal.infra, membershipEvent)).filter(
        (event) => event.user_id === member.userId,
      ),
    ).toEqual([{ user_id: member.userId, active_until: '2026-06-09T10:00:00.000Z' }]);
  });

  it("tells svc-profile when the member's memberships now end, once per approval", async () => {
    const member = await join(portal, 'announced');
    const purchaseId = await order(portal, member);
    await pay(portal, member, purchaseId);
    await approve(purchaseId);
    await serviceFailure(approve(purchaseId));

    await outboxDrained(portal.billing);
    const told = (await publishedEvents(portal.infra, membershipEvent)).filter(
      (event) => event.user_id === member.userId,
    );
    const memberships = await membershipsOf(member);
    const [membership] = memberships.result;
    expect(told).toEqual([{ user_id: member.userId, active_until: membership?.member_end }]);
    expect(memberships.membership).toEqual({
      state: 'active',
      member_start: membership?.member_start,
      member_end: membership?.member_end,
    });
  });

  it('approves while the event stream refuses, and svc-profile hears of the membership once it takes them again', async () => {
    const earlier = await join(portal, 'told-before');
    const earlierPurchase = await order(portal, earlier);
    await pay(portal, earlier, earlierPurchase);
    await approve(earlierPurchase);
    await outboxDrained(portal.billing);
    const member = await join(portal, 'held-back');
    const purchaseId = await order(portal, member);
    await pay(portal, member, purchaseId);
    const membershipTold = async () =>
      (await publishedEvents(portal.infra, membershipEvent)).filter(
        (event) => event.user_id === member.userId,
      );
    await withEventsRefused(async () => {
      expect((await approve(purchaseId)).status).toBe('OK');
      // The membership event waits in the outbox, tried again and again.
      await until(async () => {
        const [waiting] = await sql<{ attempts: number }>(
          portal,
          `SELECT attempts FROM outbox WHERE subject = $1 AND (payload->>'user_id')::int = $2`,
          [membershipEvent.subject, member.userId],
        );
        return (waiting?.attempts ?? 0) >= 2;
      });
      expect(await membershipTold()).toEqual([]);
    });
    await outboxDrained(portal.billing);
    const [membership] = (await membershipsOf(member)).result;
    expect(await membershipTold()).toEqual([
      { user_id: member.userId, active_until: membership?.member_end },
    ]);
  });

  it('gives the days the package had when ordered, though an admin changed it since', async () => {
    const member = await join(portal, 'ordered-days');
    const fields = { name: 'Fortnight', price: 199, duration_days: 14 };
    const saved = await admin()(billingCalls.packageSave, fields);
    const packageId = saved.package.package_id;
    const purchaseId = await order(portal, member, packageId);
    await admin()(billingCalls.packageSave, {
      ...fields,
      package_id: packageId,
      price: 99,
      duration_days: 7,
    });
    await pay(portal, member, purchaseId);

    await approve(purchaseId);
    const { result } = await membershipsOf(member);
    expect(result.map((row) => [row.package_id, row.member_start, row.member_end])).toEqual([
      [packageId, '2026-03-01T10:00:00.000Z', '2026-03-15T10:00:00.000Z'],
    ]);
  });

  it('only takes orders that wait for a check', async () => {
    const member = await join(portal, 'unpaid');
    const purchaseId = await order(portal, member);
    expect(await serviceFailure(approve(purchaseId))).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderNotWaiting,
      messageCode: 'orderNotWaiting',
    });
    await as(portal, member)(billingCalls.orderRemove, {
      table: 'PURCHASE_ORDER',
      package_id: 1,
      user_id: member.userId,
    });
    expect(await serviceFailure(approve(purchaseId))).toEqual({
      code: ErrorCode.NotFound,
      message: M.orderNotFound,
      messageCode: 'orderNotFound',
    });
    expect(await membershipsOf(member)).toEqual({
      status: 'OK',
      result: [],
      membership: { state: 'none' },
    });
  });
});
