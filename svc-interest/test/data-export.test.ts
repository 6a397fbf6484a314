import { randomUUID } from 'node:crypto';
import { type Readable } from 'node:stream';
import {
  exportPartReadyEvent,
  exportRequestedEvent,
  interestCalls,
  type Caller,
  type EventPayload,
  type Language,
} from '@dating/contracts';
import { Buckets, ObjectStorage } from '@dating/server';
import { eventsHandled, publishEvent, publishedEvents } from '@dating/testing';
import { exportTexts } from '../src/export/export-texts';
import { asMember, joinNew, startPortal, subscribe, until, type Portal } from './members';

// svc-interest's part of "Download my data" (issue 29 item 2), over real Postgres, NATS and
// object storage, with the real svc-auth and svc-profile beside it: the request is published as
// svc-auth's relay publishes it, and the part is read back from the exports bucket.

let portal: Portal;
let storage: ObjectStorage;

beforeAll(async () => {
  portal = await startPortal();
  storage = new ObjectStorage(portal.interest.config);
}, 90_000);

afterAll(async () => {
  await portal?.stop();
});

type Part = EventPayload<typeof exportPartReadyEvent>;

const pair = (a: Caller, b: Caller) => ({ user_id: a.userId, user_interest_id: b.userId });
const write = (from: Caller, to: Caller, text: string) =>
  asMember(portal, from)(interestCalls.messageSend, {
    user_id: from.userId,
    other_user_id: to.userId,
    text,
  });

/**
 * Asks for the member's export as svc-auth does, its row first (svc-auth removes the files of an
 * export it does not know), and waits for svc-interest's part-ready event. A new export each
 * time: svc-auth's request call would answer the one still preparing.
 */
async function exportOf(member: Caller, lang: Language = 'en'): Promise<Part> {
  const exportId = randomUUID();
  await portal.auth.database.query(
    'INSERT INTO data_export (id, user_id, lang, requested_at) VALUES ($1, $2, $3, now())',
    [exportId, member.userId, lang],
  );
  await publishEvent(portal.infra, exportRequestedEvent, {
    event_id: randomUUID(),
    export_id: exportId,
    user_id: member.userId,
    lang,
    at: new Date().toISOString(),
  });
  let part: Part | undefined;
  await until(async () => {
    part = (await publishedEvents(portal.infra, exportPartReadyEvent)).find(
      (event) => event.export_id === exportId && event.service === 'svc-interest',
    );
    return part !== undefined;
  }, 30_000);
  if (!part) throw new Error('no part');
  return part;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** svc-interest's keys under the export's id in the exports bucket, as paths in the zip. */
async function storedPaths(exportId: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const object of storage.list(Buckets.exports, `${exportId}/contacts/`))
    paths.push(object.key.slice(exportId.length + 1));
  return paths.sort();
}

async function file<T>(part: Part, path: string): Promise<T> {
  return JSON.parse(
    await text(await storage.get(Buckets.exports, `${part.export_id}/${path}`)),
  ) as T;
}

interface Named {
  id: number;
  name: string;
}
interface ExportedMessage {
  from: string;
  text: string | null;
  removed?: true;
  masked?: true;
  written?: string;
  sent_at: string;
  read: boolean;
}
interface ConversationFile {
  conversation: number;
  with: Named;
  open: boolean;
  messages: ExportedMessage[];
}

describe("svc-interest's part of a data export", () => {
  let ana: Caller;
  let ben: Caller;
  let cat: Caller;
  let dan: Caller;
  const texts = {
    first: 'Ana: hello Ben, the river walk on Sunday?',
    reply: 'Ben: yes, at ten by the bridge',
    masked: 'Ana: call me on 081-234-5678',
    catToBen: 'Cat: a secret only Ben should see',
    benToCat: 'Ben: hi Cat',
    anaReport: 'Ana says the photos are not Cat',
    catReport: 'Cat says Ana was rude',
  };

  beforeAll(async () => {
    [ana, ben, cat, dan] = await Promise.all([
      joinNew(portal, 'ana'),
      joinNew(portal, 'ben'),
      joinNew(portal, 'cat'),
      joinNew(portal, 'dan'),
    ]);
    // Ana subscribed, Ben did not: Ana's phone number reaches Ben masked.
    await subscribe(portal, ana);
    await subscribe(portal, cat);
    await asMember(portal, ana)(interestCalls.create, pair(ana, ben));
    await asMember(portal, ben)(interestCalls.manage, { ...pair(ben, ana), action: 'match' });
    await write(ana, ben, texts.first);
    await write(ben, ana, texts.reply);
    expect((await write(ana, ben, texts.masked)).message.masked).toBe(true);
    // Cat's conversation with Ben is none of Ana's business.
    await asMember(portal, cat)(interestCalls.create, pair(cat, ben));
    await asMember(portal, ben)(interestCalls.manage, { ...pair(ben, cat), action: 'match' });
    await write(cat, ben, texts.catToBen);
    await write(ben, cat, texts.benToCat);
    await asMember(portal, dan)(interestCalls.create, pair(dan, ana));
    await asMember(portal, cat)(interestCalls.report, {
      user_id: cat.userId,
      reported_user_id: ana.userId,
      reason: 'harassment',
      text: texts.catReport,
    });
    await asMember(portal, ana)(interestCalls.report, {
      user_id: ana.userId,
      reported_user_id: cat.userId,
      reason: 'fake',
      text: texts.anaReport,
    });
  }, 120_000);

  it('lists in its part-ready event exactly the files it put in the exports bucket', async () => {
    const part = await exportOf(ana);
    expect(part.user_id).toBe(ana.userId);
    const listed = part.files.map((listedFile) => listedFile.path).sort();
    expect(listed).toEqual([
      'contacts/blocks.json',
      'contacts/conversations.json',
      'contacts/conversations/conversation-1.json',
      'contacts/interests.json',
      'contacts/matches.json',
      'contacts/notifications.json',
      'contacts/reports-made.json',
    ]);
    expect(await storedPaths(part.export_id)).toEqual(listed);
    for (const listedFile of part.files) {
      const stored = await storage.stat(Buckets.exports, `${part.export_id}/${listedFile.path}`);
      expect(stored?.size).toBe(listedFile.bytes);
    }
    expect(part.files.find((f) => f.path === 'contacts/interests.json')?.about).toBe(
      exportTexts.en.interests,
    );
  });

  it("holds both sides' messages as both saw them, and nothing of the others' conversations", async () => {
    const part = await exportOf(ana);
    const conversation = await file<ConversationFile>(
      part,
      'contacts/conversations/conversation-1.json',
    );
    expect(conversation.with).toEqual({ id: ben.userId, name: ben.username });
    expect(conversation.open).toBe(true);
    expect(conversation.messages.map(({ from, text: said }) => ({ from, said }))).toEqual([
      { from: 'you', said: texts.first },
      { from: ben.username, said: texts.reply },
      { from: 'you', said: 'Ana: call me on •••' },
    ]);
    const masked = conversation.messages[2];
    expect(masked).toMatchObject({ masked: true, written: texts.masked });
    // Replying moved Ben's read mark past Ana's first message; her reply moved hers past his.
    expect(conversation.messages.map((message) => message.read)).toEqual([true, true, false]);

    const everything = (
      await Promise.all(
        part.files.map(async (listed) =>
          text(await storage.get(Buckets.exports, `${part.export_id}/${listed.path}`)),
        ),
      )
    ).join('\n');
    expect(everything).not.toContain(texts.catToBen);
    expect(everything).not.toContain(texts.benToCat);
    expect(everything).not.toContain(texts.catReport);
    expect(everything).toContain(texts.anaReport);
  });

  it('tells interest, matches, blocks, reports made and notifications from her side', async () => {
    const part = await exportOf(ana);
    const interests = await file<{
      interests: { direction: string; member: Named; state: string }[];
    }>(part, 'contacts/interests.json');
    expect(
      interests.interests.map(({ direction, member, state }) => [direction, member.id, state]),
    ).toEqual(
      expect.arrayContaining([
        ['shown', ben.userId, 'matched'],
        ['received', ben.userId, 'matched'],
        ['received', dan.userId, 'waiting'],
      ]),
    );
    expect(interests.interests).toHaveLength(3);
    const matches = await file<{ matches: { member: Named }[] }>(part, 'contacts/matches.json');
    expect(matches.matches.map(({ member }) => member)).toEqual([
      { id: ben.userId, name: ben.username },
    ]);
    // Her report blocked Cat; Cat's block of her (by Cat's report) is Cat's.
    const blocks = await file<{ blocks: { member: Named; state: string }[] }>(
      part,
      'contacts/blocks.json',
    );
    expect(blocks.blocks).toEqual([
      expect.objectContaining({
        member: { id: cat.userId, name: cat.username },
        state: 'blocking',
      }),
    ]);
    const reports = await file<{ reports: { member: Named; reason: string; text: string }[] }>(
      part,
      'contacts/reports-made.json',
    );
    expect(reports.reports).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: cat.userId }) as Named,
        reason: 'fake',
        text: texts.anaReport,
      }),
    ]);
    const notifications = await file<{ notifications: { kind: string; member: Named | null }[] }>(
      part,
      'contacts/notifications.json',
    );
    expect(notifications.notifications.map(({ kind, member }) => [kind, member?.id])).toEqual(
      expect.arrayContaining([
        ['match', ben.userId],
        ['message', ben.userId],
        ['interest', dan.userId],
      ]),
    );
  });

  it("writes each file's about in the export's language", async () => {
    const part = await exportOf(ana, 'no');
    const abouts = new Map(part.files.map((listed) => [listed.path, listed.about]));
    expect(abouts.get('contacts/interests.json')).toBe(exportTexts.no.interests);
    expect(abouts.get('contacts/blocks.json')).toBe(exportTexts.no.blocks);
    expect(abouts.get('contacts/conversations/conversation-1.json')).toBe(
      exportTexts.no.conversation(1),
    );
    for (const listed of part.files) expect(listed.about).not.toBe(exportTexts.en.interests);
  });

  it('reports an empty part for a member erased here', async () => {
    const gone = await joinNew(portal, 'gone');
    await portal.interest.database.query(
      'INSERT INTO erased_member (user_id, erased_at) VALUES ($1, now())',
      [gone.userId],
    );
    const part = await exportOf(gone);
    expect(part.files).toEqual([]);
    expect(await storedPaths(part.export_id)).toEqual([]);
  });

  it('exports a conversation of 1,000 messages, paged, and says how long it took', async () => {
    const [row] = await portal.interest.database.query<{ id: number }>(
      'SELECT conversation_id AS id FROM conversation_member WHERE user_id = $1 AND other_user_id = $2',
      [ana.userId, ben.userId],
    );
    if (!row) throw new Error('no conversation');
    // 997 more, alternating senders, as the message table stores them (the API allows 20 a
    // minute per sender).
    await portal.interest.database.query(
      `WITH added AS (
         INSERT INTO conversation_message (conversation_id, sender_id, text, masked, sent_at)
         SELECT $1, CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END,
                'message ' || n || ': ' || repeat('words of a long evening ', 4), false,
                now() - make_interval(secs => 1000 - n)
           FROM generate_series(1, 997) AS n
         RETURNING message_id)
       UPDATE conversation_member SET last_message_id = (SELECT max(message_id) FROM added)
        WHERE conversation_id = $1`,
      [row.id, ana.userId, ben.userId],
    );
    await eventsHandled(portal.infra, exportRequestedEvent, 'svc-interest');
    const started = performance.now();
    const part = await exportOf(ana);
    const ms = performance.now() - started;
    const conversation = await file<ConversationFile>(
      part,
      'contacts/conversations/conversation-1.json',
    );
    expect(conversation.messages).toHaveLength(1000);
    expect(new Set(conversation.messages.map((message) => message.from))).toEqual(
      new Set(['you', ben.username]),
    );
    const conversationBytes =
      part.files.find((f) => f.path === 'contacts/conversations/conversation-1.json')?.bytes ?? 0;
    console.table({
      'svc-interest part, 1,000 messages': {
        files: part.files.length,
        'part bytes': part.files.reduce((sum, listed) => sum + listed.bytes, 0),
        'conversation file bytes': conversationBytes,
        'request to part-ready (ms)': Math.round(ms),
      },
    });
  }, 60_000);
});
