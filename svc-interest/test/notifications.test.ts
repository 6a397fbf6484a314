import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import {
  authCalls,
  ErrorCode,
  interestCalls,
  liveStreamName,
  liveSubjectOf,
  membershipEndedEvent,
  membershipEndingEvent,
  Messages,
  notificationPageSize,
  purchaseApprovedEvent,
  purchaseRejectedEvent,
  type Caller,
  type EventDefinition,
  type EventPayload,
  type LiveEvent,
  type Notification,
} from '@dating/contracts';
import { outboxDrained, serviceFailure } from '@dating/testing';
import { asMember, joinNew, type Portal, startPortal, subscribe as subscribeIn } from './members';

// Notifications over real Postgres and NATS: what members do comes from real calls, svc-billing's
// events are published onto the bus as svc-billing publishes them.

let portal: Portal;
let nc: NatsConnection;
let admin: Caller;

beforeAll(async () => {
  portal = await startPortal();
  nc = await connect({ servers: portal.infra.natsUrl });
  const { user_id } = await portal.auth.calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: user_id, username: 'admin', role: 'A' };
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await portal?.stop();
});

/** A fresh member with a unique username (their profile name is the username). */
const newMember = (name: string) => joinNew(portal, name);

const subscribe = (member: Caller) => subscribeIn(portal, member);

const pair = (a: Caller, b: Caller) => ({ user_id: a.userId, user_interest_id: b.userId });
const interest = (a: Caller, b: Caller) => asMember(portal, a)(interestCalls.create, pair(a, b));
const match = (a: Caller, b: Caller) =>
  asMember(portal, a)(interestCalls.manage, { ...pair(a, b), action: 'match' });
const block = (a: Caller, b: Caller) =>
  asMember(portal, a)(interestCalls.block, { user_id: a.userId, blocked_user_id: b.userId });
const list = (member: Caller, before?: number) =>
  asMember(portal, member)(interestCalls.notificationsList, { user_id: member.userId, before });
const unread = async (member: Caller) =>
  (await asMember(portal, member)(interestCalls.unreadNotifications, { user_id: member.userId }))
    .unread;
const markRead = (member: Caller, notificationId?: number) =>
  asMember(portal, member)(interestCalls.notificationsRead, {
    user_id: member.userId,
    notification_id: notificationId,
  });

/** Publishes an event as its emitter does; `msgID` apart from the event id makes a redelivery. */
async function publish<Event extends EventDefinition>(
  event: Event,
  payload: EventPayload<Event>,
  msgID: string = randomUUID(),
): Promise<void> {
  await jetstream(nc).publish(event.subject, JSON.stringify(event.schema.parse(payload)), {
    msgID,
  });
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * All of the member's notifications, newest first, once `count` of them are there. A service
 * just restarted answers UNAVAILABLE until its subscriptions reach NATS: asked again then.
 */
async function notified(member: Caller, count: number): Promise<Notification[]> {
  await until(async () => {
    const shown = await list(member).catch(() => null);
    return shown !== null && shown.result.length >= count;
  });
  return (await list(member)).result;
}

/**
 * The latest event of a member's live feed, read from stream LIVE as the gateway reads it, once
 * svc-interest's outbox has delivered what it wrote.
 */
async function latestLive(member: Caller): Promise<LiveEvent> {
  await outboxDrained(portal.interest);
  const jsm = await jetstreamManager(nc);
  const stored = await jsm.streams.getMessage(liveStreamName, {
    last_by_subj: liveSubjectOf(member.userId),
  });
  if (!stored) throw new Error(`No live event for member ${member.userId}`);
  return stored.json<LiveEvent>();
}

/** svc-billing's word that the member's purchase was rejected, with `reason`. */
const rejection = (member: Caller, reason: string): EventPayload<typeof purchaseRejectedEvent> => ({
  event_id: randomUUID(),
  user_id: member.userId,
  purchase_id: 12,
  package_id: 3,
  reason,
});

describe('each change makes one notification', () => {
  it('interest received, then a match, link to the other member with their name', async () => {
    const [anong, bjorn] = [await newMember('anong'), await newMember('bjorn')];
    await interest(anong, bjorn);
    const [received] = await notified(bjorn, 1);
    expect(received).toMatchObject({
      kind: 'interest',
      read: false,
      other_user_id: anong.userId,
      other_name: anong.username,
    });
    await match(bjorn, anong);
    expect(await notified(anong, 1)).toEqual([
      expect.objectContaining({
        kind: 'match',
        other_user_id: bjorn.userId,
        other_name: bjorn.username,
      }),
    ]);
  });

  it('new messages: one unread notification per conversation, linking to it', async () => {
    const [chai, dag] = [await newMember('chai'), await newMember('dag')];
    await subscribe(chai);
    await interest(chai, dag);
    await match(dag, chai);
    const write = (text: string) =>
      asMember(portal, chai)(interestCalls.messageSend, {
        user_id: chai.userId,
        other_user_id: dag.userId,
        text,
      });
    const first = await write('Hello!');
    await write('Are you there?');
    const [message] = (await notified(dag, 2)).filter((shown) => shown.kind === 'message');
    expect(message).toMatchObject({
      other_user_id: chai.userId,
      conversation_id: first.conversation_id,
    });
    await markRead(dag, message?.id);
    const again = await write('Hello again');
    await until(async () => (await list(dag)).result.length === 3);
    expect((await list(dag)).result.map((shown) => [shown.kind, shown.read])).toEqual([
      ['message', false],
      ['message', true],
      ['interest', false],
    ]);

    // Reading the conversation to its end reads its notification too.
    await asMember(portal, dag)(interestCalls.conversationRead, {
      user_id: dag.userId,
      conversation_id: again.conversation_id,
      up_to: again.message.id,
    });
    expect((await list(dag)).result.map((shown) => [shown.kind, shown.read])).toEqual([
      ['message', true],
      ['message', true],
      ['interest', false],
    ]);
  });

  it("an admin's warning, with the reason", async () => {
    const [erik, fah] = [await newMember('erik'), await newMember('fah')];
    await asMember(portal, erik)(interestCalls.report, {
      user_id: erik.userId,
      reported_user_id: fah.userId,
      reason: 'scam',
    });
    await portal.interest.calls.call(
      interestCalls.adminReportResolve,
      { reported_user_id: fah.userId, resolution: 'warn', reason: 'Be kind to others' },
      { caller: admin },
    );
    expect(await notified(fah, 1)).toEqual([
      expect.objectContaining({
        kind: 'warning',
        reason: 'Be kind to others',
        other_user_id: null,
      }),
    ]);
  });

  it("svc-billing's: approved, rejected, ending and ended, linking to the package", async () => {
    const gun = await newMember('gun');
    const until = new Date('2031-01-02T03:04:05.000Z').toISOString();
    const membership = { user_id: gun.userId, member_id: 7, package_id: 2, member_end: until };
    await publish(purchaseApprovedEvent, {
      event_id: randomUUID(),
      user_id: gun.userId,
      purchase_id: 11,
      package_id: 2,
      active_until: until,
    });
    await publish(purchaseRejectedEvent, {
      event_id: randomUUID(),
      user_id: gun.userId,
      purchase_id: 12,
      package_id: 3,
      reason: 'The slip is unreadable',
    });
    await publish(membershipEndingEvent, { ...membership, event_id: randomUUID() });
    await publish(membershipEndedEvent, { ...membership, event_id: randomUUID() });
    const shown = await notified(gun, 4);
    const byKind = new Map(shown.map((notification) => [notification.kind, notification]));
    expect([...byKind.keys()].sort()).toEqual([
      'membership-ended',
      'membership-ending',
      'purchase-approved',
      'purchase-rejected',
    ]);
    expect(byKind.get('purchase-approved')).toMatchObject({ package_id: 2, until });
    expect(byKind.get('purchase-rejected')).toMatchObject({
      package_id: 3,
      reason: 'The slip is unreadable',
    });
    expect(byKind.get('membership-ending')).toMatchObject({ package_id: 2, until });
    expect(byKind.get('membership-ended')).toMatchObject({ package_id: 2, until });
  });

  it('a redelivered event makes no second notification', async () => {
    const hom = await newMember('hom');
    const event = rejection(hom, 'First');
    await publish(purchaseRejectedEvent, event, 'delivery-1');
    await publish(purchaseRejectedEvent, event, 'delivery-2');
    // Events of one kind are handled in order: once the next one is there, both were handled.
    await publish(purchaseRejectedEvent, rejection(hom, 'Second'));
    const shown = await notified(hom, 2);
    expect(shown.map((notification) => notification.reason)).toEqual(['Second', 'First']);
  });

  it('an event published while svc-interest is down is notified once it is back', async () => {
    const ice = await newMember('ice');
    await portal.interest.restart(() =>
      publish(purchaseRejectedEvent, rejection(ice, 'While down')),
    );
    expect(await notified(ice, 1)).toEqual([
      expect.objectContaining({ kind: 'purchase-rejected', reason: 'While down' }),
    ]);
  });
});

describe('blocked members', () => {
  it('get no notification about each other, either way', async () => {
    const [jan, kai, lek] = [
      await newMember('jan'),
      await newMember('kai'),
      await newMember('lek'),
    ];
    await block(jan, kai);
    const unavailable = {
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    };
    expect(await serviceFailure(interest(kai, jan))).toEqual(unavailable);
    expect(await serviceFailure(interest(jan, kai))).toEqual(unavailable);
    await interest(lek, jan);
    await interest(lek, kai);
    const [forJan, forKai] = [await notified(jan, 1), await notified(kai, 1)];
    expect(forJan.map((shown) => shown.other_user_id)).toEqual([lek.userId]);
    expect(forKai.map((shown) => shown.other_user_id)).toEqual([lek.userId]);
  });
});

describe('the list', () => {
  it('pages newest first, marks one or all read, and counts the unread', async () => {
    const mai = await newMember('mai');
    const total = notificationPageSize + 2;
    for (let n = 1; n <= total; n += 1)
      await publish(purchaseRejectedEvent, rejection(mai, `w${n}`));
    await until(async () => (await unread(mai)) === total);

    const first = await list(mai);
    expect(first.result).toHaveLength(notificationPageSize);
    expect(first.result[0]?.reason).toBe(`w${total}`);
    expect(first.unread).toBe(total);
    expect(first.next_before).toBe(first.result.at(-1)?.id);
    const second = await list(mai, first.next_before ?? undefined);
    expect(second.result.map((shown) => shown.reason)).toEqual(['w2', 'w1']);
    expect(second.next_before).toBeNull();

    expect(await markRead(mai, first.result[0]?.id)).toEqual({ status: 'OK', unread: total - 1 });
    expect((await list(mai)).result[0]?.read).toBe(true);
    expect(await markRead(mai)).toEqual({ status: 'OK', unread: 0 });
    expect(await unread(mai)).toBe(0);
  });

  it("is the member's own: another's notification is not marked read", async () => {
    const [nok, orn] = [await newMember('nok'), await newMember('orn')];
    await publish(purchaseRejectedEvent, rejection(nok, 'Mine'));
    const [mine] = await notified(nok, 1);
    expect(await markRead(orn, mine?.id)).toEqual({ status: 'OK', unread: 0 });
    expect(await unread(nok)).toBe(1);
  });
});

describe('the live feed', () => {
  it('gets each new notification with the unread count', async () => {
    const [pim, rin] = [await newMember('pim'), await newMember('rin')];
    await publish(purchaseRejectedEvent, rejection(rin, 'Earlier'));
    await notified(rin, 1);
    await interest(pim, rin);
    await until(async () => (await latestLive(rin).catch(() => null))?.data['unread'] === 2);
    expect(await latestLive(rin)).toEqual({
      kind: 'notification',
      data: {
        unread: 2,
        notification: expect.objectContaining({
          kind: 'interest',
          other_user_id: pim.userId,
          other_name: pim.username,
        }),
      },
    });
  });
});
