import {
  authCalls,
  ErrorCode,
  interestCalls,
  interestMessages as M,
  type Caller,
  type ReportEntry,
  type ReportInput,
} from '@dating/contracts';
import { serviceFailure } from '@dating/testing';
import { reportedConversationMessages } from '../src/report/report-rules';
import { asMember, joinNew, type Portal, startPortal, subscribe } from './members';

// Reporting from a conversation (issue 16) over real Postgres and NATS; a subscriber (as
// svc-billing's membershipEvent tells it) opens the conversation.

let portal: Portal;
let admin: Caller;

beforeAll(async () => {
  portal = await startPortal();
  const { user_id } = await portal.auth.calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: user_id, username: 'admin', role: 'A' };
}, 90_000);

afterAll(() => portal?.stop());

const newMember = (name: string) => joinNew(portal, name);

/** `a` subscribes, shows interest in `b`, and `b` matches. */
async function subscribedMatch(a: Caller, b: Caller): Promise<void> {
  await subscribe(portal, a);
  await asMember(portal, a)(interestCalls.create, {
    user_id: a.userId,
    user_interest_id: b.userId,
  });
  await asMember(portal, b)(interestCalls.manage, {
    user_id: b.userId,
    user_interest_id: a.userId,
    action: 'match',
  });
}

const write = (from: Caller, to: Caller, text: string) =>
  asMember(portal, from)(interestCalls.messageSend, {
    user_id: from.userId,
    other_user_id: to.userId,
    text,
  });

const report = (reporter: Caller, reported: Caller, attach?: boolean) =>
  asMember(portal, reporter)(interestCalls.report, {
    user_id: reporter.userId,
    reported_user_id: reported.userId,
    reason: 'scam',
    ...(attach === undefined ? {} : { attach_conversation: attach }),
  });

/** The conversations the reports on `member` keep, oldest report first. */
const attachedTo = async (member: Caller) =>
  (
    await portal.interest.database.query<{ conversation_id: number | null }>(
      'SELECT conversation_id FROM member_report WHERE reported_id = $1 ORDER BY id',
      [member.userId],
    )
  ).map((row) => row.conversation_id);

/** The open reports on `member` as the moderation queue shows them. */
async function queuedReports(member: Caller): Promise<ReportEntry[]> {
  for (let page = 1; ; page += 1) {
    const queue = await portal.interest.calls.call(
      interestCalls.adminReportQueue,
      { page },
      { caller: admin },
    );
    const found = queue.items.find((item) => item.user_id === member.userId);
    if (found) return found.reports;
    if (queue.items.length === 0) throw new Error(`Member ${member.userId} is not in the queue`);
  }
}

describe('reporting from a conversation', () => {
  it('keeps the conversation with the report, closes it, and shows the admin its latest messages as written', async () => {
    const [anong, bjorn] = await Promise.all([newMember('anong'), newMember('bjorn')]);
    await subscribedMatch(anong, bjorn);
    // Two messages more than the queue shows, from both (each under the per-minute limit).
    const total = reportedConversationMessages + 2;
    let conversationId = 0;
    for (let index = 1; index <= total; index += 1) {
      const [from, to] = index % 2 === 1 ? [anong, bjorn] : [bjorn, anong];
      const text = index === total ? 'Send 5000 baht to 081-234-5678' : `message ${index}`;
      conversationId = (await write(from, to, text)).conversation_id;
    }
    // Bjørn has no membership: the members saw the number masked.
    const seen = await asMember(portal, anong)(interestCalls.conversationGet, {
      user_id: anong.userId,
      conversation_id: conversationId,
    });
    expect(seen.messages[0]?.masked).toBe(true);

    await report(anong, bjorn, true);

    expect(await attachedTo(bjorn)).toEqual([conversationId]);
    for (const member of [anong, bjorn]) {
      expect(
        await serviceFailure(
          asMember(portal, member)(interestCalls.conversationGet, {
            user_id: member.userId,
            conversation_id: conversationId,
          }),
        ),
      ).toEqual({
        code: ErrorCode.NotFound,
        message: M.conversationUnavailable,
        messageCode: 'conversationUnavailable',
      });
    }
    const [entry] = await queuedReports(bjorn);
    const shown = entry?.conversation ?? [];
    expect(shown).toHaveLength(reportedConversationMessages);
    expect(shown.map((message) => message.text)).toEqual([
      ...Array.from({ length: total - 3 }, (_, index) => `message ${index + 3}`),
      'Send 5000 baht to 081-234-5678',
    ]);
    expect(shown.at(-1)).toMatchObject({ sender_id: bjorn.userId, sender_name: bjorn.username });
    expect(shown.at(-2)).toMatchObject({ sender_id: anong.userId, sender_name: anong.username });
    expect(Number.isNaN(Date.parse(shown[0]?.sent_at ?? ''))).toBe(false);
  });

  it('attaches only a conversation between the two: none when they have none', async () => {
    const [chai, dao, erik] = await Promise.all([
      newMember('chai'),
      newMember('dao'),
      newMember('erik'),
    ]);
    // Chai writes with Dao, and Erik with Dao; Chai and Erik are matched but never wrote.
    await subscribedMatch(chai, dao);
    await write(chai, dao, 'Hello Dao');
    await subscribedMatch(erik, dao);
    await write(erik, dao, 'Hi from Erik');
    await subscribedMatch(chai, erik);

    await report(chai, erik, true);

    expect(await attachedTo(erik)).toEqual([null]);
    const [entry] = await queuedReports(erik);
    expect(entry?.conversation).toBeNull();
  });

  it('attaches nothing without the flag, also when the two have a conversation', async () => {
    const [fah, gun] = await Promise.all([newMember('fah'), newMember('gun')]);
    await subscribedMatch(fah, gun);
    await write(fah, gun, 'Hello');
    await report(fah, gun, false);
    expect(await attachedTo(gun)).toEqual([null]);
    const [entry] = await queuedReports(gun);
    expect(entry?.conversation).toBeNull();
  });

  it('refuses a flag that is not true or false, storing nothing', async () => {
    const [hanna, ing] = await Promise.all([newMember('hanna'), newMember('ing')]);
    const input = {
      user_id: hanna.userId,
      reported_user_id: ing.userId,
      reason: 'scam',
      attach_conversation: 'yes',
    } as unknown as ReportInput;
    expect(
      await serviceFailure(asMember(portal, hanna)(interestCalls.report, input)),
    ).toMatchObject({ code: ErrorCode.BadRequest });
    expect(await attachedTo(ing)).toEqual([]);
  });
});
