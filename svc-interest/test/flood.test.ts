import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  interestCalls,
  liveStreamName,
  liveSubjectOf,
  type Caller,
  type LiveEvent,
} from '@dating/contracts';
import { outboxDrained } from '@dating/testing';
import { notificationLimits } from '../src/notification/notification-limits';
import { asMember, joinNew, type Portal, startPortal, subscribe } from './members';

// Issue 27, item 9: one member cannot flood another's bell and live feed, over real Postgres
// and NATS with the real svc-auth and svc-profile beside svc-interest.

let portal: Portal;
let nc: NatsConnection;

beforeAll(async () => {
  portal = await startPortal();
  nc = await connect({ servers: portal.infra.natsUrl });
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await portal?.stop();
});

const newMember = (name: string) => joinNew(portal, name);
const pair = (a: Caller, b: Caller) => ({ user_id: a.userId, user_interest_id: b.userId });
const interest = (a: Caller, b: Caller) => asMember(portal, a)(interestCalls.create, pair(a, b));
const ignore = (a: Caller, b: Caller) =>
  asMember(portal, a)(interestCalls.manage, { ...pair(a, b), action: 'ignore' });
const match = (a: Caller, b: Caller) =>
  asMember(portal, a)(interestCalls.manage, { ...pair(a, b), action: 'match' });
const notifications = async (member: Caller) =>
  (
    await asMember(portal, member)(interestCalls.notificationsList, {
      user_id: member.userId,
    })
  ).result;
const readAll = (member: Caller) =>
  asMember(portal, member)(interestCalls.notificationsRead, { user_id: member.userId });

/** Every event of a member's live feed, oldest first, read from stream LIVE. */
async function liveEvents(member: Caller): Promise<LiveEvent[]> {
  const jsm = await jetstreamManager(nc);
  const events: LiveEvent[] = [];
  for (let seq = 1; ;) {
    const stored = await jsm.direct.getMessage(liveStreamName, {
      seq,
      next_by_subj: liveSubjectOf(member.userId),
    });
    if (!stored) return events;
    events.push(stored.json<LiveEvent>());
    seq = stored.seq + 1;
  }
}

/** The member's live notifications about `other`. */
const liveNotificationsFrom = async (member: Caller, other: Caller) =>
  (await liveEvents(member)).filter(
    (event) =>
      event.kind === 'notification' &&
      (event.data as { notification: { other_user_id: number | null } }).notification
        .other_user_id === other.userId,
  );

describe('interest shown, ignored and shown again', () => {
  it('15 times gives the target one notification and one live event, not 15', async () => {
    const [pest, target] = [await newMember('pest'), await newMember('target')];
    for (let n = 0; n < 15; n += 1) {
      await interest(pest, target);
      await ignore(pest, target);
    }
    await interest(pest, target);
    await outboxDrained(portal.interest);

    const fromPest = (await notifications(target)).filter(
      (shown) => shown.other_user_id === pest.userId,
    );
    expect(fromPest.map((shown) => [shown.kind, shown.read])).toEqual([['interest', false]]);
    expect(await liveNotificationsFrom(target, pest)).toHaveLength(1);
  });

  it('even when the target reads each one: at most the daily limit from one member', async () => {
    const [pest, target, friend] = [
      await newMember('pest'),
      await newMember('target'),
      await newMember('friend'),
    ];
    for (let n = 0; n < 15; n += 1) {
      await interest(pest, target);
      await readAll(target);
      await ignore(pest, target);
    }
    await outboxDrained(portal.interest);
    const limit = notificationLimits.perActorPerDay;
    const fromPest = (await notifications(target)).filter(
      (shown) => shown.other_user_id === pest.userId,
    );
    expect(fromPest).toHaveLength(limit);
    expect(await liveNotificationsFrom(target, pest)).toHaveLength(limit);

    // Others still reach the member.
    await interest(friend, target);
    expect(
      (await notifications(target)).filter((shown) => shown.other_user_id === friend.userId),
    ).toEqual([expect.objectContaining({ kind: 'interest', read: false })]);
  });

  it('past the hourly number from everyone, is stored but not pushed live', async () => {
    const [admirer, star] = [await newMember('admirer'), await newMember('star')];
    // The member had this many notifications from others within the hour, read or not.
    await portal.interest.database.query(
      `INSERT INTO notification (event_id, user_id, kind, other_user_id, read_at, created_at)
       SELECT gen_random_uuid(), $1, 'interest', 900000 + n, now(), now() - interval '30 minutes'
         FROM generate_series(1, $2::int) AS n`,
      [star.userId, notificationLimits.pushedPerHour],
    );
    await interest(admirer, star);
    await outboxDrained(portal.interest);
    expect(
      (await notifications(star)).filter((shown) => shown.other_user_id === admirer.userId),
    ).toEqual([expect.objectContaining({ kind: 'interest', read: false })]);
    expect(await liveNotificationsFrom(star, admirer)).toEqual([]);
  });
});

describe('reading a conversation', () => {
  it('150 times tells the other member once, when something was read, and then nothing', async () => {
    const [writer, reader] = [await newMember('writer'), await newMember('reader')];
    await subscribe(portal, writer);
    await interest(writer, reader);
    await match(reader, writer);
    const sent = await asMember(portal, writer)(interestCalls.messageSend, {
      user_id: writer.userId,
      other_user_id: reader.userId,
      text: 'Hello!',
    });
    const readsOf = async (member: Caller) =>
      (await liveEvents(member)).filter((event) => event.kind === 'conversation-read');
    const read = () =>
      asMember(portal, reader)(interestCalls.conversationRead, {
        user_id: reader.userId,
        conversation_id: sent.conversation_id,
        up_to: sent.message.id,
      });

    for (let n = 0; n < 15; n += 1) await Promise.all(Array.from({ length: 10 }, read));
    await outboxDrained(portal.interest);

    expect(await readsOf(writer)).toEqual([
      {
        kind: 'conversation-read',
        data: {
          conversation_id: sent.conversation_id,
          reader_id: reader.userId,
          read_up_to: sent.message.id,
        },
      },
    ]);
    expect(await readsOf(reader)).toHaveLength(1);
    // Every call still answers the counts.
    expect(await read()).toMatchObject({ read_up_to: sent.message.id, unread: 0 });
  });
});
