import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  interestCalls,
  liveStreamName,
  liveSubjectOf,
  memberDeletedEvent,
  memberErasedEvent,
  memberStatusEvent,
  membershipEvent,
  MessageCode,
  purchaseApprovedEvent,
  type Caller,
  type EventPayload,
  type LiveEvent,
} from '@dating/contracts';
import {
  outboxDrained,
  publishedEvents,
  refusal,
  serviceFailure,
  startReplica,
} from '@dating/testing';
import { interestService } from '../src';
import {
  asMember,
  handled,
  joinNew,
  publishEvent,
  startPortal,
  subscribe,
  until,
  type Portal,
} from './members';

// A deleted member's erasure (issue 29) over real Postgres and NATS, with the real svc-auth
// and svc-profile beside svc-interest. The deletion event is published as svc-auth's relay
// publishes it; svc-profile keeps its own data here, so the refusals below are svc-interest's.

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

const query = <Row extends object>(sql: string, params: unknown[] = []) =>
  portal.interest.database.query<Row>(sql, params);

const pair = (a: Caller, b: Caller) => ({ user_id: a.userId, user_interest_id: b.userId });
const write = (from: Caller, to: Caller, text: string) =>
  asMember(portal, from)(interestCalls.messageSend, {
    user_id: from.userId,
    other_user_id: to.userId,
    text,
  });

/** Every event of a member's live feed in stream LIVE, oldest first, as the gateway reads it. */
async function feed(member: Caller): Promise<LiveEvent[]> {
  const jsm = await jetstreamManager(nc);
  const events: LiveEvent[] = [];
  for (let seq = 1; ; ) {
    const stored = await jsm.direct.getMessage(liveStreamName, {
      seq,
      next_by_subj: liveSubjectOf(member.userId),
    });
    if (!stored) return events;
    events.push(stored.json<LiveEvent>());
    seq = stored.seq + 1;
  }
}

/**
 * Every text, varchar, char, json and jsonb column of every table in svc-interest's database
 * that holds one of `needles`, with the needle it holds.
 */
async function columnsHolding(
  needles: readonly string[],
): Promise<{ column: string; needle: string }[]> {
  const columns = await query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public'
        AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
      ORDER BY table_name, column_name`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const scans = columns.map(
    ({ table_name: table, column_name: column }) =>
      `SELECT '${table}.${column}' AS "column", needle FROM unnest($1::text[]) AS needle
        WHERE EXISTS (SELECT 1 FROM "${table}" WHERE strpos("${column}"::text, needle) > 0)`,
  );
  return query<{ column: string; needle: string }>(scans.join('\nUNION ALL\n'), [needles]);
}

/** The members the notifications in a feed are about. */
const notifiedAbout = (events: readonly LiveEvent[]) =>
  events.flatMap((event) =>
    event.kind === 'notification' ? [event.data.notification.other_user_id] : [],
  );

/** The member's erasure is done: tombstone written, every live feed it had to clean is clean. */
async function erased(member: Caller): Promise<boolean> {
  const [row] = await query<{ tombstones: number; feeds: number }>(
    `SELECT (SELECT count(*)::int FROM erased_member WHERE user_id = $1) AS tombstones,
            (SELECT count(*)::int FROM erased_member_feed WHERE user_id = $1) AS feeds`,
    [member.userId],
  );
  return row?.tombstones === 1 && row.feeds === 0;
}

const deletion = (member: Caller): EventPayload<typeof memberDeletedEvent> => ({
  event_id: randomUUID(),
  user_id: member.userId,
  pseudonym: `member-${randomUUID().replaceAll('-', '').slice(0, 16)}`,
  at: new Date().toISOString(),
});

/** svc-interest's reports of the member's erasure (other services may report theirs). */
const erasedEventsOf = async (member: Caller) =>
  (await publishedEvents(portal.infra, memberErasedEvent)).filter(
    (event) => event.user_id === member.userId && event.service === 'svc-interest',
  );

const gone = refusal(ErrorCode.NotFound, MessageCode.profileUnavailable);

describe("a deleted member's erasure", () => {
  let xena: Caller;
  let ploy: Caller;
  let quinn: Caller;
  let sak: Caller;
  let tam: Caller;
  let deleted: EventPayload<typeof memberDeletedEvent>;
  let conversationId: number;
  const texts = {
    first: 'Xena writes: the blue door at midnight',
    masked: 'Call Xena on 081-234-5678',
    reply: 'Ploy answers: see you there',
    reportAbout: 'Sak says the messages were rude',
    reportBy: 'Xena complains about the photos',
  };
  /** What the member wrote and was called: none of it may stay. */
  let theirs: string[];

  beforeAll(async () => {
    [xena, ploy, quinn, sak, tam] = await Promise.all([
      joinNew(portal, 'xena'),
      joinNew(portal, 'ploy'),
      joinNew(portal, 'quinn'),
      joinNew(portal, 'sak'),
      joinNew(portal, 'tam'),
    ]);
    const rin = await joinNew(portal, 'rin');
    // Xena subscribed, Ploy did not: Xena's contact details reach Ploy masked.
    await subscribe(portal, xena);
    await asMember(portal, xena)(interestCalls.create, pair(xena, ploy));
    await asMember(portal, ploy)(interestCalls.manage, { ...pair(ploy, xena), action: 'match' });
    const first = await write(xena, ploy, texts.first);
    conversationId = first.conversation_id;
    await write(ploy, xena, texts.reply);
    const masked = await write(xena, ploy, texts.masked);
    expect(masked.message.masked).toBe(true);
    await asMember(portal, xena)(interestCalls.create, pair(xena, quinn));
    await asMember(portal, rin)(interestCalls.block, {
      user_id: rin.userId,
      blocked_user_id: xena.userId,
    });
    await asMember(portal, sak)(interestCalls.report, {
      user_id: sak.userId,
      reported_user_id: xena.userId,
      reason: 'harassment',
      text: texts.reportAbout,
    });
    await asMember(portal, xena)(interestCalls.report, {
      user_id: xena.userId,
      reported_user_id: tam.userId,
      reason: 'fake',
      text: texts.reportBy,
      attach_conversation: false,
    });
    await publishEvent(portal, memberStatusEvent, {
      user_id: xena.userId,
      active: true,
      reason: null,
      at: new Date().toISOString(),
    });
    await publishEvent(portal, purchaseApprovedEvent, {
      event_id: randomUUID(),
      user_id: xena.userId,
      purchase_id: 1,
      package_id: 1,
      active_until: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await handled(portal, memberStatusEvent, 'svc-interest');
    await handled(portal, purchaseApprovedEvent, 'svc-interest');
    theirs = [texts.first, masked.message.text, texts.masked, texts.reportBy, xena.username];
    deleted = deletion(xena);
  }, 120_000);

  it('finds what it erases before the event, in the tables and in the live feeds', async () => {
    expect(new Set((await columnsHolding(theirs)).map(({ needle }) => needle))).toEqual(
      new Set(theirs),
    );
    await outboxDrained(portal.interest);
    const senders = (await feed(ploy)).flatMap((event) =>
      event.kind === 'message' ? [event.data.message.sender_id] : [],
    );
    expect(senders).toEqual([xena.userId, ploy.userId, xena.userId]);
    // Named in the push when svc-profile answered in time.
    expect(notifiedAbout(await feed(quinn))).toContain(xena.userId);
    expect((await feed(xena)).length).toBeGreaterThan(0);
  });

  it('leaves none of their texts or names in any column, and reports once what it did', async () => {
    await publishEvent(portal, memberDeletedEvent, deleted);
    await until(() => erased(xena), 30_000);
    await outboxDrained(portal.interest);

    expect(await columnsHolding(theirs)).toEqual([]);
    const reported = await erasedEventsOf(xena);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({
      service: 'svc-interest',
      erased: {
        // Xena → Ploy, Ploy → Xena, Xena → Quinn.
        interest: 3,
        // Rin's and Sak's of Xena, Xena's of Tam.
        member_block: 3,
        conversation_message: 2,
        member_status: 1,
        member_membership: 1,
        notification: expect.any(Number) as number,
        member_digest: expect.any(Number) as number,
        outbox: expect.any(Number) as number,
      },
      pseudonymised: { member_report: 2, conversation_member: 1 },
    });
    expect(
      await query(
        `SELECT 1 FROM notification WHERE $1 IN (user_id, other_user_id)
         UNION ALL SELECT 1 FROM interest WHERE $1 IN (user_id, user_interest_id)
         UNION ALL SELECT 1 FROM member_block WHERE $1 IN (user_id, blocked_user_id)
         UNION ALL SELECT 1 FROM member_status WHERE user_id = $1
         UNION ALL SELECT 1 FROM member_membership WHERE user_id = $1
         UNION ALL SELECT 1 FROM member_digest WHERE user_id = $1`,
        [xena.userId],
      ),
    ).toEqual([]);
  }, 90_000);

  it("keeps reports for moderation under the pseudonym: the reporter's text about them, not theirs", async () => {
    const reports = await query(
      `SELECT reporter_id, reported_id, reason, text, reporter_pseudonym, reported_pseudonym
         FROM member_report WHERE $1 IN (reporter_id, reported_id) ORDER BY id`,
      [xena.userId],
    );
    expect(reports).toEqual([
      {
        reporter_id: sak.userId,
        reported_id: xena.userId,
        reason: 'harassment',
        text: texts.reportAbout,
        reporter_pseudonym: null,
        reported_pseudonym: deleted.pseudonym,
      },
      {
        reporter_id: xena.userId,
        reported_id: tam.userId,
        reason: 'fake',
        text: null,
        reporter_pseudonym: deleted.pseudonym,
        reported_pseudonym: null,
      },
    ]);
  });

  it('keeps the conversation for the other member: a deleted member, messages removed, read-only', async () => {
    const removed = (id: number) => ({
      id,
      sender_id: xena.userId,
      text: '',
      masked: false,
      removed: true,
    });
    const listed = await asMember(portal, ploy)(interestCalls.conversationsList, {
      user_id: ploy.userId,
    });
    expect(listed.result).toEqual([
      {
        conversation_id: conversationId,
        other: { id: xena.userId, deleted: true },
        last_message: expect.objectContaining(removed(listed.result[0]?.last_message.id ?? 0)),
        unread: 0,
      },
    ]);
    expect(listed.unavailable).toBe(0);
    for (const named of [{ other_user_id: xena.userId }, { conversation_id: conversationId }]) {
      const shown = await asMember(portal, ploy)(interestCalls.conversationGet, {
        user_id: ploy.userId,
        ...named,
      });
      expect(shown).toMatchObject({
        conversation_id: conversationId,
        other: { id: xena.userId, deleted: true },
        can_write: false,
      });
      expect(
        shown.messages.map(({ sender_id, text, removed }) => ({ sender_id, text, removed })),
      ).toEqual([
        { sender_id: xena.userId, text: '', removed: true },
        { sender_id: ploy.userId, text: texts.reply, removed: false },
        { sender_id: xena.userId, text: '', removed: true },
      ]);
    }
    const newest = listed.result[0]?.last_message.id ?? 0;
    expect(
      await asMember(portal, ploy)(interestCalls.conversationRead, {
        user_id: ploy.userId,
        conversation_id: conversationId,
        up_to: newest,
      }),
    ).toMatchObject({ conversation_id: conversationId, unread: 0 });
    // Somebody who never had a conversation with them finds none.
    expect(
      await serviceFailure(
        asMember(portal, quinn)(interestCalls.conversationGet, {
          user_id: quinn.userId,
          other_user_id: xena.userId,
        }),
      ),
    ).toEqual(gone);
  });

  it("leaves the live stream none of their messages or name, and the others' own events", async () => {
    await outboxDrained(portal.interest);
    expect(await feed(xena)).toEqual([]);
    const ploys = await feed(ploy);
    const said = JSON.stringify(ploys);
    for (const text of theirs) expect(said).not.toContain(text);
    expect(
      ploys.flatMap((event) => (event.kind === 'message' ? [event.data.message.text] : [])),
    ).toEqual([texts.reply]);
    expect(notifiedAbout(ploys)).not.toContain(xena.userId);
    const quinns = await feed(quinn);
    expect(notifiedAbout(quinns)).not.toContain(xena.userId);
    expect(JSON.stringify(quinns)).not.toContain(xena.username);
  });

  it('refuses calls that name them, as for a member no longer there, and writes nothing', async () => {
    const refused = [
      asMember(portal, quinn)(interestCalls.create, pair(quinn, xena)),
      write(ploy, xena, 'Are you still there?'),
      asMember(portal, ploy)(interestCalls.messageSend, {
        user_id: ploy.userId,
        conversation_id: conversationId,
        text: 'Hello?',
      }),
      asMember(portal, tam)(interestCalls.report, {
        user_id: tam.userId,
        reported_user_id: xena.userId,
        reason: 'other',
      }),
      asMember(portal, quinn)(interestCalls.block, {
        user_id: quinn.userId,
        blocked_user_id: xena.userId,
      }),
    ];
    for (const call of refused) expect(await serviceFailure(call)).toEqual(gone);
    expect(
      await query(
        `SELECT 1 FROM interest WHERE $1 IN (user_id, user_interest_id)
         UNION ALL SELECT 1 FROM member_block WHERE $1 IN (user_id, blocked_user_id)
         UNION ALL SELECT 1 FROM member_report WHERE reported_id = $1 AND reporter_id = $2
         UNION ALL SELECT 1 FROM conversation_message WHERE text = 'Hello?'`,
        [xena.userId, tam.userId],
      ),
    ).toEqual([]);
  });

  it('lets late events create nothing, and a redelivered deletion erase nothing twice', async () => {
    await publishEvent(portal, membershipEvent, {
      user_id: xena.userId,
      active_until: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    });
    await publishEvent(portal, memberStatusEvent, {
      user_id: xena.userId,
      active: false,
      reason: 'late',
      at: new Date().toISOString(),
    });
    await publishEvent(portal, purchaseApprovedEvent, {
      event_id: randomUUID(),
      user_id: xena.userId,
      purchase_id: 2,
      package_id: 1,
      active_until: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await publishEvent(portal, memberDeletedEvent, deleted);
    for (const event of [membershipEvent, memberStatusEvent, purchaseApprovedEvent])
      await handled(portal, event, 'svc-interest');
    await handled(portal, memberDeletedEvent, 'svc-interest');

    expect(
      await query(
        `SELECT 1 FROM member_membership WHERE user_id = $1
         UNION ALL SELECT 1 FROM member_status WHERE user_id = $1
         UNION ALL SELECT 1 FROM notification WHERE user_id = $1`,
        [xena.userId],
      ),
    ).toEqual([]);
    expect(await erasedEventsOf(xena)).toHaveLength(1);
    expect(
      await query('SELECT count(*)::int AS tombstones FROM erased_member WHERE user_id = $1', [
        xena.userId,
      ]),
    ).toEqual([{ tombstones: 1 }]);
    expect(await feed(xena)).toEqual([]);
  }, 90_000);
});

describe('two replicas given the same deletion', () => {
  it('erase once and report once', async () => {
    const [yara, ploy] = await Promise.all([joinNew(portal, 'yara'), joinNew(portal, 'ploy')]);
    await subscribe(portal, yara);
    await asMember(portal, yara)(interestCalls.create, pair(yara, ploy));
    await asMember(portal, ploy)(interestCalls.manage, { ...pair(ploy, yara), action: 'match' });
    const text = 'Yara writes once';
    await write(yara, ploy, text);
    const replica = await startReplica(interestService, portal.interest);
    try {
      const event = deletion(yara);
      // Two deliveries of one deletion (as svc-auth's relay retrying would publish it), which
      // the two replicas share out.
      await Promise.all([
        publishEvent(portal, memberDeletedEvent, event),
        publishEvent(portal, memberDeletedEvent, event),
      ]);
      await until(() => erased(yara), 30_000);
      await handled(portal, memberDeletedEvent, 'svc-interest');
    } finally {
      await replica.close();
    }
    await outboxDrained(portal.interest);
    expect(await erasedEventsOf(yara)).toHaveLength(1);
    expect(await columnsHolding([text, yara.username])).toEqual([]);
    expect(JSON.stringify(await feed(ploy))).not.toContain(text);
  }, 150_000);
});
