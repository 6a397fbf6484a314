import { type INestMicroservice } from '@nestjs/common';
import {
  billingCalls,
  membershipEndedEvent,
  membershipEndingEvent,
  type Caller,
} from '@dating/contracts';
import { outboxDrained, publishedEvents } from '@dating/testing';
import { serviceModule, startService } from '@dating/server';
import { ExpiryService, type ExpiryRun } from '../src/expiry/expiry.service';
import { defineBillingService } from '../src/service';
import {
  as,
  join,
  mailTo,
  order,
  outbox,
  pay,
  sql,
  startPortal,
  until,
  type Portal,
} from './portal';

let portal: Portal;
const replicas: INestMicroservice[] = [];
let alice: Caller;
let bob: Caller;
let carol: Caller;
let dan: Caller;

/** Another svc-billing process on the same database and NATS, as a second replica would be. */
async function startReplica(): Promise<INestMicroservice> {
  const { config } = portal.billing;
  const replica = await startService({
    name: 'svc-billing',
    module: serviceModule(defineBillingService(portal.clock), config),
    config,
  });
  replicas.push(replica);
  return replica;
}

/** One expiry pass in each replica, all at the same moment. */
async function runEverywhere(): Promise<ExpiryRun> {
  const runs = await Promise.all(replicas.map((replica) => replica.get(ExpiryService).run()));
  return runs.reduce((total, run) => ({
    expired: total.expired + run.expired,
    reminded: total.reminded + run.reminded,
    queued: total.queued + run.queued,
  }));
}

const mailsTo = (member: Caller, subject: string) =>
  portal.mail
    .messages()
    .filter(
      (mail) =>
        mail.To[0]?.Address === `${member.username}@example.com` && mail.Subject.includes(subject),
    );
const endsSoon = 'Your subscription ends in 3 days';
/** Waits until every e-mail to the members left the outbox. */
const mailed = (...members: Caller[]) =>
  until(async () => {
    for (const member of members) if ((await outbox(portal, member)).length > 0) return false;
    return true;
  });
const expired = 'Your subscription has expired';

const statuses = async (member: Caller) =>
  (
    await sql<{ member_status: string }>(
      portal,
      'SELECT member_status FROM user_member WHERE user_id = $1 ORDER BY member_start',
      [member.userId],
    )
  ).map((row) => row.member_status);
/** Whether the member's own memberships page shows an active membership. */
const isActive = async (member: Caller) =>
  (await as(portal, member)(billingCalls.membershipsList, { user_id: member.userId })).membership
    .state === 'active';

/** A member whose order for the package is approved now. */
async function subscriber(username: string, packageId: number): Promise<Caller> {
  const member = await join(portal, username);
  const purchaseId = await order(portal, member, packageId);
  await pay(portal, member, purchaseId);
  await as(portal, portal.admin)(billingCalls.orderApprove, { purchase_id: purchaseId });
  return member;
}

beforeAll(async () => {
  portal = await startPortal({ REQUEST_TIMEOUT_MS: '1000' });
  // Started at 2026-03-01T10:00Z: 30 days for alice and bob, 90 for carol.
  [alice, bob, carol] = await Promise.all([
    subscriber('alice', 1),
    subscriber('bob', 1),
    subscriber('carol', 2),
  ]);
  // dan has a membership running until 11 March, and renews for 30 days from then.
  dan = await join(portal, 'dan');
  const renewal = await order(portal, dan, 1);
  await pay(portal, dan, renewal);
  const [earlier] = await sql<{ purchase_id: number }>(
    portal,
    `INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
       purchase_date, purchase_status, lang, create_user, create_process)
     VALUES ($1, 'dan', 1, 299, 30, '2026-02-09T10:00:00Z', 'AP', 'en', 'test', 'test')
     RETURNING purchase_id`,
    [dan.userId],
  );
  await sql(
    portal,
    `INSERT INTO user_member (user_id, purchase_id, package_id, member_start, member_end,
       create_user, create_process)
     VALUES ($1, $2, 1, '2026-02-09T10:00:00Z', '2026-03-11T10:00:00Z', 'test', 'test')`,
    [dan.userId, earlier?.purchase_id],
  );
  await as(portal, portal.admin)(billingCalls.orderApprove, { purchase_id: renewal });
  await Promise.all([startReplica(), startReplica()]);
  // Let the passes the replicas ran when they started finish.
  await runEverywhere();
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await portal?.stop();
});

describe('the expiry scheduler', () => {
  it('reminds once, three days before the end, and not for a membership a renewal follows', async () => {
    portal.clock.advanceDays(8);
    expect(await runEverywhere()).toEqual({ expired: 0, reminded: 1, queued: 0 });
    expect(mailsTo(dan, endsSoon)).toHaveLength(0);

    portal.clock.advanceDays(19.5);
    expect(await runEverywhere()).toEqual({ expired: 1, reminded: 2, queued: 2 });
    await Promise.all([alice, bob].map((member) => mailTo(portal, member.username, endsSoon)));
    await mailed(alice, bob, carol, dan);
    for (const member of [alice, bob]) expect(mailsTo(member, endsSoon)).toHaveLength(1);
    expect(mailsTo(carol, endsSoon)).toHaveLength(0);
    expect(mailsTo(dan, expired)).toHaveLength(0);
    expect(await statuses(dan)).toEqual(['E', 'N']);
    expect(await isActive(dan)).toBe(true);

    expect(await runEverywhere()).toEqual({ expired: 0, reminded: 0, queued: 0 });
    await mailed(alice);
    expect(mailsTo(alice, endsSoon)).toHaveLength(1);
  });

  it('expires exactly the memberships past their end, once, from two replicas at once', async () => {
    portal.clock.advanceDays(3.5);
    expect(await runEverywhere()).toEqual({ expired: 2, reminded: 0, queued: 2 });
    expect(await runEverywhere()).toEqual({ expired: 0, reminded: 0, queued: 0 });
    await Promise.all([alice, bob].map((member) => mailTo(portal, member.username, expired)));
    await mailed(alice, bob, carol);
    for (const member of [alice, bob]) {
      expect(await statuses(member)).toEqual(['E']);
      expect(await isActive(member)).toBe(false);
      expect(mailsTo(member, expired)).toHaveLength(1);
    }
    expect(await statuses(carol)).toEqual(['N']);
    expect(await isActive(carol)).toBe(true);
    expect(mailsTo(carol, expired)).toHaveLength(0);

    expect(
      await as(portal, alice)(billingCalls.membershipsList, {
        user_id: alice.userId,
      }),
    ).toMatchObject({
      membership: {
        state: 'expired',
        member_start: '2026-03-01T10:00:00.000Z',
        member_end: '2026-03-31T10:00:00.000Z',
      },
    });
  });

  it("tells the members' notifications once of each ending and end, not for a renewal", async () => {
    await outboxDrained(portal.billing);
    const told = async (event: typeof membershipEndingEvent) =>
      (await publishedEvents(portal.infra, event))
        .filter((notice) => [alice, bob, carol, dan].some((m) => m.userId === notice.user_id))
        .map((notice) => notice.user_id)
        .sort((a, b) => a - b);
    const both = [alice.userId, bob.userId].sort((a, b) => a - b);
    expect(await told(membershipEndingEvent)).toEqual(both);
    expect(await told(membershipEndedEvent)).toEqual(both);
  });

  it('lets a member whose membership expired subscribe again', async () => {
    expect(await order(portal, alice, 2)).toBeGreaterThan(0);
  });

  it('runs when a replica starts', async () => {
    portal.clock.advanceDays(10);
    await startReplica();
    const deadline = Date.now() + 10_000;
    while ((await statuses(dan)).includes('N') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statuses(dan)).toEqual(['E', 'E']);
    await runEverywhere();
    await mailTo(portal, dan.username, expired);
    await mailed(dan);
    expect(mailsTo(dan, expired)).toHaveLength(1);
    expect(mailsTo(dan, endsSoon)).toHaveLength(0);
  });

  it('keeps an expiry when svc-auth does not answer, its e-mail waiting in the outbox', async () => {
    await portal.auth.stop();
    portal.clock.advanceDays(60);
    expect(await runEverywhere()).toEqual({ expired: 1, reminded: 0, queued: 1 });
    expect(await statuses(carol)).toEqual(['E']);
    await until(async () => ((await outbox(portal, carol)).at(-1)?.attempts ?? 0) >= 2);
    expect((await outbox(portal, carol)).at(-1)).toMatchObject({
      kind: 'expired',
      last_error: expect.stringContaining('recipients not looked up') as unknown,
    });
    expect(mailsTo(carol, expired)).toHaveLength(0);
  });
});
