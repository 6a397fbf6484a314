import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  contactDetailMask,
  durableNameOf,
  ErrorCode,
  interestCalls,
  liveStreamName,
  liveSubjectOf,
  membershipEvent,
  messageMaxLength,
  messagePageSize,
  type Caller,
  type ConversationMessage,
  type LiveEvent,
  type SendMessageResult,
  MessageCode,
  type ServiceError,
} from '@dating/contracts';
import { eventStreamName, replayEvents } from '@dating/server';
import { natsConnection, outboxDrained, serviceFailure, refusal } from '@dating/testing';
import { conversationLimits } from '../src/conversation/conversation-rules';
import {
  asMember,
  handled,
  joinNew,
  publishEvent,
  type Portal,
  startPortal,
  subscribe as subscribeIn,
  until,
} from './members';

// Conversations over real Postgres and NATS, with the real svc-auth and svc-profile beside
// svc-interest; memberships come as svc-billing's approval tells them (membershipEvent).

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

/** A fresh member with a unique username (their profile name is the username). */
const newMember = (name: string) => joinNew(portal, name);

const subscribe = (member: Caller) => subscribeIn(portal, member);

/** The membership ends, as time ends it: its end is now past. */
const expire = (member: Caller) =>
  portal.interest.database.query(
    `UPDATE member_membership SET active_until = now() - interval '1 second' WHERE user_id = $1`,
    [member.userId],
  );

const pair = (a: Caller, b: Caller) => ({ user_id: a.userId, user_interest_id: b.userId });
async function matchUp(a: Caller, b: Caller): Promise<void> {
  await asMember(portal, a)(interestCalls.create, pair(a, b));
  await asMember(portal, b)(interestCalls.manage, { ...pair(b, a), action: 'match' });
}
const unmatch = (a: Caller, b: Caller) =>
  asMember(portal, a)(interestCalls.manage, { ...pair(a, b), action: 'ignore' });
const block = (a: Caller, b: Caller) =>
  asMember(portal, a)(interestCalls.block, { user_id: a.userId, blocked_user_id: b.userId });

/** `from` writes to `to`, naming the other member (which opens a conversation when needed). */
const write = (from: Caller, to: Caller, text: string) =>
  asMember(portal, from)(interestCalls.messageSend, {
    user_id: from.userId,
    other_user_id: to.userId,
    text,
  });
/** `from` writes in a conversation named by its id. */
const writeIn = (from: Caller, conversationId: number, text: string) =>
  asMember(portal, from)(interestCalls.messageSend, {
    user_id: from.userId,
    conversation_id: conversationId,
    text,
  });
const list = (member: Caller, before?: number) =>
  asMember(portal, member)(interestCalls.conversationsList, { user_id: member.userId, before });
const history = (member: Caller, conversationId: number, before?: number) =>
  asMember(portal, member)(interestCalls.conversationGet, {
    user_id: member.userId,
    conversation_id: conversationId,
    before,
  });
const unread = async (member: Caller) =>
  (await asMember(portal, member)(interestCalls.unreadMessages, { user_id: member.userId })).unread;
const markRead = (member: Caller, conversationId: number, upTo: number) =>
  asMember(portal, member)(interestCalls.conversationRead, {
    user_id: member.userId,
    conversation_id: conversationId,
    up_to: upTo,
  });

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

/** Every event of a member's live feed, oldest first, with the message id it was stored under. */
async function feed(member: Caller): Promise<{ event: LiveEvent; msgId: string }[]> {
  const jsm = await jetstreamManager(nc);
  const events: { event: LiveEvent; msgId: string }[] = [];
  for (let seq = 1; ;) {
    const stored = await jsm.direct.getMessage(liveStreamName, {
      seq,
      next_by_subj: liveSubjectOf(member.userId),
    });
    if (!stored) return events;
    events.push({ event: stored.json<LiveEvent>(), msgId: stored.header.get('Nats-Msg-Id') });
    seq = stored.seq + 1;
  }
}

const subscribeFirst = refusal(ErrorCode.Forbidden, MessageCode.subscribeToWrite);
const notMatched = refusal(ErrorCode.Forbidden, MessageCode.notMatchedToWrite);
const closed = refusal(ErrorCode.NotFound, MessageCode.conversationUnavailable);

describe('who may write', () => {
  /** Two members, `a` and `b`, brought to a state; then `a` writes to `b`. */
  interface WriteCase {
    name: string;
    setup(a: Caller, b: Caller): Promise<void>;
    /** How `a` names the conversation: by `b`, or by the id of the one `setup` opened. */
    names: 'member' | 'conversation';
    answer: 'sent' | ServiceError;
  }

  /** `a` subscribes and opens a conversation with their match `b`. */
  async function opened(a: Caller, b: Caller): Promise<void> {
    await subscribe(a);
    await matchUp(a, b);
    await write(a, b, 'Hello!');
  }

  const cases: WriteCase[] = [
    {
      name: 'a subscriber opens a conversation with a match',
      setup: async (a, b) => {
        await subscribe(a);
        await matchUp(a, b);
      },
      names: 'member',
      answer: 'sent',
    },
    {
      name: 'a member without a membership cannot open one, even with a subscribed match',
      setup: async (a, b) => {
        await subscribe(b);
        await matchUp(a, b);
      },
      names: 'member',
      answer: subscribeFirst,
    },
    {
      name: 'a member without a membership replies in a conversation a subscriber opened',
      setup: (a, b) => opened(b, a),
      names: 'conversation',
      answer: 'sent',
    },
    {
      name: 'the same reply, naming the other member',
      setup: (a, b) => opened(b, a),
      names: 'member',
      answer: 'sent',
    },
    {
      name: 'a subscriber cannot write to a member who only showed interest',
      setup: async (a, b) => {
        await subscribe(a);
        await asMember(portal, b)(interestCalls.create, pair(b, a));
      },
      names: 'member',
      answer: notMatched,
    },
    {
      name: 'a subscriber cannot write to a member with no interest between them',
      setup: (a) => subscribe(a),
      names: 'member',
      answer: notMatched,
    },
    {
      name: 'blocking the other closes the conversation',
      setup: async (a, b) => {
        await opened(a, b);
        await block(a, b);
      },
      names: 'conversation',
      answer: closed,
    },
    {
      name: 'being blocked closes it too',
      setup: async (a, b) => {
        await opened(a, b);
        await block(b, a);
      },
      names: 'conversation',
      answer: closed,
    },
    {
      name: 'a blocked member cannot write naming the other either',
      setup: async (a, b) => {
        await opened(a, b);
        await block(b, a);
      },
      names: 'member',
      answer: closed,
    },
    {
      name: 'an unmatch closes the conversation',
      setup: async (a, b) => {
        await opened(a, b);
        await unmatch(b, a);
      },
      names: 'conversation',
      answer: closed,
    },
    {
      name: 'after an unmatch, naming the other member is not matched',
      setup: async (a, b) => {
        await opened(a, b);
        await unmatch(a, b);
      },
      names: 'member',
      answer: notMatched,
    },
    {
      name: 'a member whose membership expired still writes in the conversation they opened',
      setup: async (a, b) => {
        await opened(a, b);
        await expire(a);
      },
      names: 'conversation',
      answer: 'sent',
    },
    {
      name: 'a member whose membership expired cannot open a new one',
      setup: async (a, b) => {
        await subscribe(a);
        await expire(a);
        await matchUp(a, b);
      },
      names: 'member',
      answer: subscribeFirst,
    },
  ];

  it.each(cases)('$name', async ({ setup, names, answer }) => {
    const [a, b] = await Promise.all([newMember('writer'), newMember('writer')]);
    await setup(a, b);
    const conversationId = await portal.interest.database
      .query<{ id: number }>(
        `SELECT conversation_id AS id FROM conversation
          WHERE member_low = least($1::int, $2::int) AND member_high = greatest($1::int, $2::int)
          ORDER BY conversation_id DESC LIMIT 1`,
        [a.userId, b.userId],
      )
      .then((rows) => rows[0]?.id);
    const attempt = () => {
      if (names === 'member') return write(a, b, 'Are you there?');
      if (conversationId === undefined) throw new Error('The case opened no conversation');
      return writeIn(a, conversationId, 'Are you there?');
    };
    if (answer === 'sent') {
      const sent = await attempt();
      expect(sent.message).toMatchObject({ sender_id: a.userId, text: 'Are you there?' });
      const shown = await history(b, sent.conversation_id);
      expect(shown.messages[0]).toEqual(sent.message);
    } else {
      expect(await serviceFailure(attempt())).toEqual(answer);
    }
  });

  it('tells a member before the first message whether they may open the conversation', async () => {
    const [a, b] = await Promise.all([newMember('before'), newMember('before')]);
    await subscribe(a);
    await matchUp(a, b);
    const ask = (from: Caller, to: Caller) =>
      asMember(portal, from)(interestCalls.conversationGet, {
        user_id: from.userId,
        other_user_id: to.userId,
      });
    expect(await ask(a, b)).toMatchObject({ conversation_id: null, can_write: true, messages: [] });
    expect(await ask(b, a)).toMatchObject({ conversation_id: null, can_write: false });
    const sent = await write(a, b, 'Hi');
    expect(await ask(b, a)).toMatchObject({
      conversation_id: sent.conversation_id,
      can_write: true,
      other: { id: a.userId },
      messages: [sent.message],
    });
  });

  it('refuses writing to yourself', async () => {
    const [a] = await Promise.all([newMember('self')]);
    await subscribe(a);
    expect(await serviceFailure(write(a, a, 'Hi me'))).toEqual(
      refusal(ErrorCode.BadRequest, MessageCode.notWriteYourself),
    );
  });

  it('refuses a conversation the caller is not part of as if it did not exist', async () => {
    const [a, b, stranger] = await Promise.all([
      newMember('outsider'),
      newMember('outsider'),
      newMember('outsider'),
    ]);
    await subscribe(a);
    await subscribe(stranger);
    await matchUp(a, b);
    const { conversation_id } = await write(a, b, 'Just us');
    expect(await serviceFailure(writeIn(stranger, conversation_id, 'Me too'))).toEqual(closed);
    expect(await serviceFailure(history(stranger, conversation_id))).toEqual(closed);
    expect(await serviceFailure(markRead(stranger, conversation_id, 1))).toEqual(closed);
  });
});

describe('memberships, as svc-billing tells them', () => {
  const dayMs = 24 * 60 * 60 * 1000;
  const keptUntil = async (member: Caller) =>
    (
      await portal.interest.database.query<{ active_until: Date }>(
        'SELECT active_until FROM member_membership WHERE user_id = $1',
        [member.userId],
      )
    )[0]?.active_until;

  it('keep the latest end when an earlier one comes after it', async () => {
    const [a, b] = await Promise.all([newMember('renewer'), newMember('renewer')]);
    const later = new Date(Date.now() + 60 * dayMs);
    await subscribeIn(portal, a, later);
    await publishEvent(portal, membershipEvent, {
      user_id: a.userId,
      active_until: new Date(Date.now() - dayMs).toISOString(),
    });
    await handled(portal, membershipEvent, 'svc-interest');
    expect(await keptUntil(a)).toEqual(later);
    await matchUp(a, b);
    expect((await write(a, b, 'Still a member')).message.text).toBe('Still a member');
  });

  it('are learnt from what the stream still holds when svc-interest starts keeping them', async () => {
    const early = await newMember('early');
    const activeUntil = new Date(Date.now() + 30 * dayMs);
    await portal.interest.restart(async () => {
      await publishEvent(portal, membershipEvent, {
        user_id: early.userId,
        active_until: activeUntil.toISOString(),
      });
      // As before this deploy: svc-interest had no consumer of the memberships yet.
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.delete(eventStreamName, durableNameOf(membershipEvent, 'svc-interest'));
    });
    await until(async () => (await keptUntil(early)) !== undefined);
    expect(await keptUntil(early)).toEqual(activeUntil);
  });
  it('are rebuilt by replaying the stream when the model is lost, equal to what they were', async () => {
    const members = await Promise.all([newMember('replayed'), newMember('replayed')]);
    for (const member of members) await subscribe(member);
    await handled(portal, membershipEvent, 'svc-interest');
    const model = () =>
      portal.interest.database.query<{ user_id: number; active_until: Date }>(
        'SELECT user_id, active_until FROM member_membership ORDER BY user_id',
      );
    const before = await model();
    expect(before.map((row) => row.user_id)).toEqual(
      expect.arrayContaining(members.map((member) => member.userId)),
    );
    await portal.interest.restart(async () => {
      await portal.interest.database.query('TRUNCATE member_membership');
      expect(
        await replayEvents('svc-interest', natsConnection(portal.infra, 'svc-interest')),
      ).toContain(durableNameOf(membershipEvent, 'svc-interest'));
    });
    await until(async () => (await model()).length === before.length);
    expect(await model()).toEqual(before);
  });
});

describe('a closed conversation', () => {
  it('leaves both lists and the unread counts, keeps its history, and a new match starts afresh', async () => {
    const [a, b] = await Promise.all([newMember('closing'), newMember('closing')]);
    await subscribe(a);
    await matchUp(a, b);
    const first = await write(a, b, 'Our first conversation');
    expect((await list(b)).result.map((row) => row.conversation_id)).toEqual([
      first.conversation_id,
    ]);
    expect(await unread(b)).toBe(1);

    await unmatch(b, a);
    for (const member of [a, b]) {
      expect((await list(member)).result).toEqual([]);
      expect(await unread(member)).toBe(0);
      expect(await serviceFailure(history(member, first.conversation_id))).toEqual(closed);
    }
    // Kept for reports and the admin.
    expect(
      await portal.interest.database.query(
        'SELECT text FROM conversation_message WHERE conversation_id = $1',
        [first.conversation_id],
      ),
    ).toEqual([{ text: 'Our first conversation' }]);

    await matchUp(b, a);
    const second = await write(a, b, 'Hello again');
    expect(second.conversation_id).not.toBe(first.conversation_id);
    const shown = await history(b, second.conversation_id);
    expect(shown.messages.map((message) => message.text)).toEqual(['Hello again']);
    expect(await serviceFailure(writeIn(a, first.conversation_id, 'Old one'))).toEqual(closed);
  });
});

describe('contact details in messages', () => {
  const text = 'Add me on line: malee88 or call 081-234-5678';

  it('are masked when a member has no membership, and the message says so', async () => {
    const [a, b] = await Promise.all([newMember('masking'), newMember('masking')]);
    await subscribe(a);
    await matchUp(a, b);
    const sent = await write(a, b, text);
    const masked = `Add me on ${contactDetailMask} or call ${contactDetailMask}`;
    expect(sent.message).toMatchObject({ text: masked, masked: true });
    expect((await history(b, sent.conversation_id)).messages[0]).toMatchObject({
      text: masked,
      masked: true,
    });
    // The receiver's reply is masked the same way.
    const reply = await writeIn(b, sent.conversation_id, 'my mail is malee@gmail.com');
    expect(reply.message).toMatchObject({ text: `my mail is ${contactDetailMask}`, masked: true });
    // What was written stays for reports and the admin.
    expect(
      await portal.interest.database.query(
        'SELECT original_text FROM conversation_message WHERE message_id = $1',
        [sent.message.id],
      ),
    ).toEqual([{ original_text: text }]);
  });

  it('are shown as written between two subscribers', async () => {
    const [a, b] = await Promise.all([newMember('unmasked'), newMember('unmasked')]);
    await Promise.all([subscribe(a), subscribe(b)]);
    await matchUp(a, b);
    const sent = await write(a, b, text);
    expect(sent.message).toMatchObject({ text, masked: false });
  });
});

describe('the length of a message', () => {
  let a: Caller;
  let b: Caller;

  beforeAll(async () => {
    [a, b] = await Promise.all([newMember('length'), newMember('length')]);
    await subscribe(a);
    await matchUp(a, b);
  });

  it.each(['', '   \n  '])('refuses an empty message (%j)', async (empty) => {
    expect(await serviceFailure(write(a, b, empty))).toEqual(
      refusal(ErrorCode.BadRequest, MessageCode.messageRequired),
    );
  });

  it('refuses more than 2,000 characters after trimming', async () => {
    expect(await serviceFailure(write(a, b, 'x'.repeat(messageMaxLength + 1)))).toEqual(
      refusal(ErrorCode.BadRequest, MessageCode.messageTooLong),
    );
  });

  it('takes 2,000 characters, trimmed', async () => {
    const sent = await write(a, b, `  ${'y'.repeat(messageMaxLength)}  \n`);
    expect(sent.message.text).toBe('y'.repeat(messageMaxLength));
  });
});

describe('rate limits', () => {
  it('refuse more messages a minute than the limit, saying when to try again', async () => {
    const [a, b] = await Promise.all([newMember('chatty'), newMember('chatty')]);
    await subscribe(a);
    await matchUp(a, b);
    for (let sent = 0; sent < conversationLimits.messages.count; sent += 1) {
      await write(a, b, `message ${sent}`);
    }
    const failure = await serviceFailure(write(a, b, 'one too many'));
    expect(failure).toMatchObject(refusal(ErrorCode.RateLimited, MessageCode.tooManyMessages));
    expect(failure.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(failure.retryAfterSeconds).toBeLessThanOrEqual(
      conversationLimits.messages.windowSeconds,
    );
    // The other member's limit is their own.
    await write(b, a, 'I can still answer');
  });

  it('refuse more new conversations a day than the limit; writing in open ones goes on', async () => {
    const [a, b, c] = await Promise.all([
      newMember('opener'),
      newMember('opener'),
      newMember('opener'),
    ]);
    await subscribe(a);
    await matchUp(a, b);
    await matchUp(a, c);
    await write(a, b, 'Hi b');
    // Conversations a opened earlier today with other members.
    await portal.interest.database.query(
      `INSERT INTO conversation (member_low, member_high, opened_by, match_since)
       SELECT $1, $1 + n, $1, now() FROM generate_series(100000, 100000 + $2 - 2) AS n`,
      [a.userId, conversationLimits.newConversations.count],
    );
    const failure = await serviceFailure(write(a, c, 'Hi c'));
    expect(failure).toMatchObject(refusal(ErrorCode.RateLimited, MessageCode.tooManyConversations));
    expect(failure.retryAfterSeconds).toBeGreaterThan(60);
    await write(a, b, 'Still talking to b');
  });
});

describe('history and the list', () => {
  it('pages a history newest first, with no message lost or repeated', async () => {
    const [a, b] = await Promise.all([newMember('pager'), newMember('pager')]);
    await subscribe(a);
    await matchUp(a, b);
    const sent: SendMessageResult[] = [];
    const count = messagePageSize + 5;
    for (let n = 0; n < count; n += 1) {
      // Alternating, so neither reaches the per-minute limit.
      sent.push(n % 2 === 0 ? await write(a, b, `a ${n}`) : await write(b, a, `b ${n}`));
    }
    const conversationId = sent[0]?.conversation_id ?? 0;
    const seen: ConversationMessage[] = [];
    let before: number | undefined;
    do {
      const page = await history(b, conversationId, before);
      expect(page.messages.length).toBeLessThanOrEqual(messagePageSize);
      seen.push(...page.messages);
      before = page.next_before ?? undefined;
    } while (before !== undefined);
    expect(seen.map((message) => message.id)).toEqual(
      sent.map((result) => result.message.id).reverse(),
    );
    expect(seen.map((message) => message.text)).toEqual(
      sent.map((result) => result.message.text).reverse(),
    );
  });

  it("lists open conversations, the latest message first, with the other member's card", async () => {
    const [me, x, y, z] = await Promise.all([
      newMember('lister'),
      newMember('lister'),
      newMember('lister'),
      newMember('lister'),
    ]);
    await Promise.all([subscribe(x), subscribe(y), subscribe(z)]);
    for (const other of [x, y, z]) await matchUp(other, me);
    const withX = await write(x, me, 'from x');
    const withY = await write(y, me, 'from y');
    const withZ = await write(z, me, 'from z');
    await writeIn(x, withX.conversation_id, 'x again');

    const first = await list(me);
    expect(first.result.map((row) => [row.other.id, row.last_message.text, row.unread])).toEqual([
      [x.userId, 'x again', 2],
      [z.userId, 'from z', 1],
      [y.userId, 'from y', 1],
    ]);
    expect(first.result[0]?.other).toMatchObject({ name: x.username, img: expect.any(String) });
    expect(first.next_before).toBeNull();
    // The keyset cursor: conversations whose latest message is older than the one named.
    expect((await list(me, withZ.message.id)).result.map((row) => row.other.id)).toEqual([
      y.userId,
    ]);
    expect((await list(me, withY.message.id)).result).toEqual([]);
  });
});

describe('unread messages and read marks', () => {
  it('counts what the receiver has not read, and marks read up to a message', async () => {
    const [a, b] = await Promise.all([newMember('reader'), newMember('reader')]);
    await subscribe(a);
    await matchUp(a, b);
    const sent = [await write(a, b, 'one'), await write(a, b, 'two'), await write(a, b, 'three')];
    const conversationId = sent[0]?.conversation_id ?? 0;
    const ids = sent.map((result) => result.message.id);
    expect(await unread(b)).toBe(3);
    expect(await unread(a)).toBe(0);

    expect(await markRead(b, conversationId, ids[1] ?? 0)).toEqual({
      status: 'OK',
      conversation_id: conversationId,
      read_up_to: ids[1],
      unread: 1,
      unread_total: 1,
    });
    expect((await history(a, conversationId)).messages.map((message) => message.read)).toEqual([
      false,
      true,
      true,
    ]);
    // The sender sees their read marks live; the reader's other tabs their counts.
    expect(await latestLive(a)).toEqual({
      kind: 'conversation-read',
      data: { conversation_id: conversationId, reader_id: b.userId, read_up_to: ids[1] },
    });
    expect(await latestLive(b)).toEqual({
      kind: 'conversation-read',
      data: {
        conversation_id: conversationId,
        reader_id: b.userId,
        read_up_to: ids[1],
        unread: 1,
        unread_total: 1,
      },
    });

    // A mark never moves back, nor past the last message.
    expect((await markRead(b, conversationId, ids[0] ?? 0)).read_up_to).toBe(ids[1]);
    expect((await markRead(b, conversationId, (ids[2] ?? 0) + 1000)).read_up_to).toBe(ids[2]);
    expect(await unread(b)).toBe(0);
    // The reply is b's own: it leaves b's count at 0 and makes one for a.
    await write(b, a, 'four');
    expect([await unread(a), await unread(b)]).toEqual([1, 0]);
  });
});

describe('live feeds', () => {
  it("publish a sent message to both members' feeds, each as their view shows it", async () => {
    const [a, b] = await Promise.all([newMember('live'), newMember('live')]);
    await subscribe(a);
    await matchUp(a, b);
    const sent = await write(a, b, 'Are you online?');
    const event = (unreadCount: number): LiveEvent => ({
      kind: 'message',
      data: {
        conversation_id: sent.conversation_id,
        message: sent.message,
        unread: unreadCount,
        unread_total: unreadCount,
      },
    });
    expect(await latestLive(a)).toEqual(event(0));
    const messages = (await feed(b)).filter(({ event }) => event.kind === 'message');
    expect(messages.map(({ event }) => event)).toEqual([event(1)]);
  });

  it('hold a message once even when the outbox relay delivers its push twice', async () => {
    const [a, b] = await Promise.all([newMember('twice'), newMember('twice')]);
    await subscribe(a);
    await matchUp(a, b);
    const sent = await write(a, b, 'Only once, please');
    await outboxDrained(portal.interest);
    const pushes = async () =>
      (await feed(b)).filter(
        ({ event }) =>
          event.kind === 'message' &&
          (event.data as { message: { id: number } }).message.id === sent.message.id,
      );
    const [push] = await pushes();
    if (!push) throw new Error('The message was not pushed');
    // As after a crash between publishing the row and deleting it: the same row, again.
    await portal.interest.database.query(
      `INSERT INTO outbox (id, kind, subject, payload) VALUES ($1, 'live', $2, $3::jsonb)`,
      [push.msgId, String(b.userId), JSON.stringify(push.event)],
    );
    await outboxDrained(portal.interest);
    expect(await pushes()).toEqual([push]);
  });
});
