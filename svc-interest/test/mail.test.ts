import net from 'node:net';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  authCalls,
  interestCalls,
  liveStreamName,
  liveSubjectOf,
  type Caller,
  type Language,
  type LiveEvent,
} from '@dating/contracts';
import {
  outboxDrained,
  startMailCatcher,
  startReplica,
  type CaughtMail,
  type MailCatcher,
} from '@dating/testing';
import { interestService } from '../src';
import { matchMail } from '../src/mail/mail-texts';
import { asMember, joinNew, startPortal, subscribe, until, type Portal } from './members';

// The match mails and the digest, through svc-interest's outbox, over real Postgres and NATS and
// the real svc-auth (recipients, settings) and svc-profile (names), into a mail catcher.

const intervalMs = 3000;
const matchSubject = /new match|คู่แมตช์ใหม่|ny match/;
// Every digest's subject: messages, interest, or both.
const digestSubject = /^New (messages( and interest)? for you|interest in you)/;

let portal: Portal;
let nc: NatsConnection;
let catcher: MailCatcher;
let smtpPort: number;

beforeAll(async () => {
  catcher = await startMailCatcher();
  smtpPort = catcher.smtpPort;
  portal = await startPortal({
    interestEnv: {
      SMTP_URL: catcher.smtpUrl,
      DIGEST_INTERVAL_MS: String(intervalMs),
      MAIL_POLL_MS: '200',
    },
  });
  nc = await connect({ servers: portal.infra.natsUrl });
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await portal?.stop();
  await catcher?.stop();
});

const newMember = (name: string) => joinNew(portal, name);
const pair = (a: Caller, b: Caller) => ({ user_id: a.userId, user_interest_id: b.userId });
const interest = (a: Caller, b: Caller) => asMember(portal, a)(interestCalls.create, pair(a, b));
const match = (a: Caller, b: Caller) =>
  asMember(portal, a)(interestCalls.manage, { ...pair(a, b), action: 'match' });
const write = (from: Caller, to: Caller, text: string) =>
  asMember(portal, from)(interestCalls.messageSend, {
    user_id: from.userId,
    other_user_id: to.userId,
    text,
  });

const sql = <Row extends object>(text: string, params: unknown[] = []) =>
  portal.interest.database.query<Row>(text, params);

interface NotificationMailRow {
  kind: string;
  other_user_id: number;
  mail_state: string | null;
}

/** The member's notifications and whether each waits for a digest, oldest first. */
const notificationsOf = (member: Caller) =>
  sql<NotificationMailRow>(
    `SELECT kind, other_user_id, mail_state FROM notification
      WHERE user_id = $1 ORDER BY notification_id`,
    [member.userId],
  );

/** Waits until the member's notifications of `kind` are `count`, all in `state`. */
async function settled(member: Caller, kind: string, count: number, state: string) {
  await until(async () => {
    const rows = (await notificationsOf(member)).filter((row) => row.kind === kind);
    return rows.length === count && rows.every((row) => row.mail_state === state);
  });
}

/** The member's letters still in svc-interest's outbox, with how often each was tried. */
const lettersTo = (member: Caller) =>
  sql<{ subject: string; attempts: number }>(
    `SELECT subject, attempts FROM outbox
      WHERE kind = 'mail' AND (payload -> 'to' ->> 'userId')::int = $1`,
    [member.userId],
  );

const emailOf = (member: Caller) => `${member.username}@example.com`;
const mailsTo = (member: Caller, subject: RegExp): CaughtMail[] =>
  catcher
    .messages()
    .filter((mail) => mail.To.some((to) => to.Address === emailOf(member)))
    .filter((mail) => subject.test(mail.Subject));
/** The member's mail with this subject (and naming `mentioning`), once it is there. */
const mailTo = (member: Caller, subject: RegExp, mentioning = '') =>
  catcher.waitFor(
    (mail) =>
      mail.To.some((to) => to.Address === emailOf(member)) &&
      subject.test(mail.Subject) &&
      mail.Text.includes(mentioning),
    15_000,
  );

const setLanguage = (member: Caller, lang: Language) =>
  portal.auth.database.query('UPDATE user_login SET lang = $2 WHERE user_id = $1', [
    member.userId,
    lang,
  ]);

/** As if the member's digest had just gone out: theirs waits until `release`. */
const hold = (member: Caller) =>
  sql(
    `INSERT INTO member_digest (user_id, digest_sent_at) VALUES ($1, now() + interval '1 hour')
     ON CONFLICT (user_id) DO UPDATE SET digest_sent_at = EXCLUDED.digest_sent_at`,
    [member.userId],
  );
const release = (member: Caller) =>
  sql('UPDATE member_digest SET digest_sent_at = NULL WHERE user_id = $1', [member.userId]);

/** Waits until the member has `count` due digest rows (message or interest). */
const digestRowsDue = (member: Caller, count: number) =>
  until(
    async () =>
      (await notificationsOf(member)).filter((row) => row.mail_state === 'due').length === count,
  );

/** The ids of the messages pushed to the member's live feed, read from stream LIVE. */
async function messagesPushedTo(member: Caller): Promise<number[]> {
  const jsm = await jetstreamManager(nc);
  const ids: number[] = [];
  for (let seq = 1; ;) {
    const stored = await jsm.direct.getMessage(liveStreamName, {
      seq,
      next_by_subj: liveSubjectOf(member.userId),
    });
    if (!stored) return ids;
    const event = stored.json<LiveEvent>();
    if (event.kind === 'message') ids.push(event.data.message.id);
    seq = stored.seq + 1;
  }
}

describe('the match mail', () => {
  it("goes out once, in the member's language, with the unsubscribe link and header", async () => {
    const [hana, ice] = [await newMember('hana'), await newMember('ice')];
    await setLanguage(hana, 'th');
    await interest(hana, ice);
    await match(ice, hana);
    const mail = await mailTo(hana, matchSubject);
    expect(mail.Subject).toContain('คุณมีคู่แมตช์ใหม่');
    expect(mail.Text).toContain(ice.username);
    expect(mail.Text).toContain(`${portal.interest.config.PORTAL_URL}/matching`);
    const [link] = mail.ListUnsubscribe.Links;
    expect(link).toMatch(new RegExp(`^${portal.interest.config.PORTAL_URL}/unsubscribe\\?token=`));
    expect(mail.Text).toContain(link);
    await outboxDrained(portal.interest);
    expect(mailsTo(hana, matchSubject)).toHaveLength(1);
  });

  it('is not sent to a member who turned match mails off', async () => {
    const [jan, kai] = [await newMember('jan'), await newMember('kai')];
    await portal.auth.calls.call(
      authCalls.mailSettingsUpdate,
      { user_id: jan.userId, match: false },
      { caller: jan },
    );
    await interest(jan, kai);
    await match(kai, jan);
    await outboxDrained(portal.interest);
    expect(mailsTo(jan, matchSubject)).toEqual([]);
  });
});

describe('the digest', () => {
  it('tells two messages and one interest in one mail', async () => {
    const [anong, bua, chai] = [
      await newMember('anong'),
      await newMember('bua'),
      await newMember('chai'),
    ];
    await subscribe(portal, anong);
    await hold(bua);
    await interest(bua, anong);
    await match(anong, bua);
    await write(anong, bua, 'Hello!');
    await write(anong, bua, 'Are you there?');
    await interest(chai, bua);
    await digestRowsDue(bua, 2);
    await release(bua);

    const mail = await mailTo(bua, digestSubject);
    expect(mail.Text).toContain(`You have 2 new messages from ${anong.username}.`);
    expect(mail.Text).toContain(`1 member has shown interest in you: ${chai.username}.`);
    expect(mail.Text).toContain(`${portal.interest.config.PORTAL_URL}/messages`);
    expect(mail.ListUnsubscribe.Links).toHaveLength(1);
    await settled(bua, 'interest', 1, 'sent');
    await settled(bua, 'message', 1, 'sent');
    expect(mailsTo(bua, digestSubject)).toHaveLength(1);
  });

  it('leaves out what the member read before it went out', async () => {
    const [dao, ek, fon] = [await newMember('dao'), await newMember('ek'), await newMember('fon')];
    await hold(dao);
    await interest(ek, dao);
    await interest(fon, dao);
    await digestRowsDue(dao, 2);
    const { result } = await asMember(portal, dao)(interestCalls.notificationsList, {
      user_id: dao.userId,
    });
    const fromEk = result.find((shown) => shown.other_user_id === ek.userId);
    await asMember(portal, dao)(interestCalls.notificationsRead, {
      user_id: dao.userId,
      notification_id: fromEk?.id,
    });
    await release(dao);

    const mail = await mailTo(dao, digestSubject);
    expect(mail.Text).toContain(`1 member has shown interest in you: ${fon.username}.`);
    expect(mail.Text).not.toContain(ek.username);
    await until(async () =>
      (await notificationsOf(dao)).every(
        (row) => row.mail_state === 'sent' || row.mail_state === 'skipped',
      ),
    );
    expect((await notificationsOf(dao)).map((row) => [row.other_user_id, row.mail_state])).toEqual([
      [ek.userId, 'skipped'],
      [fon.userId, 'sent'],
    ]);
  });

  it('waits for the interval since the last digest', async () => {
    const [gai, ja, kwan] = [
      await newMember('gai'),
      await newMember('ja'),
      await newMember('kwan'),
    ];
    await interest(ja, gai);
    const first = await mailTo(gai, digestSubject);
    await interest(kwan, gai);
    const second = await mailTo(gai, digestSubject, kwan.username);
    const apart = Date.parse(second.Created) - Date.parse(first.Created);
    // The database stamps the digest just before the first was accepted: a little slack.
    expect(apart).toBeGreaterThanOrEqual(intervalMs - 250);
    expect(mailsTo(gai, digestSubject)).toHaveLength(2);
  });
});

/** An SMTP server that turns every connection away, counting them. */
async function startRefusingSmtp(port: number) {
  let attempts = 0;
  const server = net.createServer((socket) => {
    attempts += 1;
    socket.end('421 4.3.2 Service not available\r\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    attempts: () => attempts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the outbox', () => {
  it('keeps a mail the mail server did not take, holding back no live push, and sends it once it is back', async () => {
    const [lek, mai] = [await newMember('lek'), await newMember('mai')];
    await subscribe(portal, lek);
    // Only the match mail is mai's: the digest of the message waits.
    await hold(mai);
    await catcher.stop();
    const refusing = await startRefusingSmtp(smtpPort);
    try {
      await interest(mai, lek);
      await match(lek, mai);
      const before = refusing.attempts();
      // Tried again after a wait, and refused again.
      await until(async () => refusing.attempts() >= before + 2);
      const sent = await write(lek, mai, 'Are you there?');
      await until(async () => (await messagesPushedTo(mai)).includes(sent.message.id));
      // Kept, having been tried.
      expect((await lettersTo(mai)).map((letter) => [letter.subject, letter.attempts > 0])).toEqual(
        [[matchMail.name, true]],
      );
    } finally {
      await refusing.stop();
      catcher = await startMailCatcher({ smtpPort });
    }
    await mailTo(mai, matchSubject, lek.username);
    await outboxDrained(portal.interest);
    expect(mailsTo(mai, matchSubject)).toHaveLength(1);
  });

  it('two replicas send each mail and gather each digest once', async () => {
    const replica = await startReplica(interestService, portal.interest);
    try {
      const members: Caller[] = [];
      for (let n = 1; n <= 8; n += 1) members.push(await newMember('mate'));
      const [other, ...matched] = members;
      if (!other) throw new Error('no members');
      // Due all at once, so both replicas find them in the same rounds: match letters in the
      // outbox, and interest for the digests.
      const letters = matched.map((member) =>
        matchMail.letter({ userId: member.userId, kind: 'match' }, { otherUserId: other.userId }, [
          other.userId,
        ]),
      );
      await sql(
        `INSERT INTO outbox (id, kind, subject, payload)
         SELECT gen_random_uuid(), 'mail', $1, letter FROM unnest($2::jsonb[]) AS letter`,
        [matchMail.name, letters.map((letter) => JSON.stringify(letter))],
      );
      await sql(
        `INSERT INTO notification (event_id, user_id, kind, other_user_id, mail_state)
         SELECT gen_random_uuid(), id, 'interest', $2, 'due' FROM unnest($1::int[]) AS id`,
        [matched.map((member) => member.userId), other.userId],
      );
      for (const member of matched) {
        await mailTo(member, matchSubject);
        await mailTo(member, digestSubject);
      }
      await outboxDrained(portal.interest);
      for (const member of matched) {
        await settled(member, 'interest', 1, 'sent');
        expect(mailsTo(member, matchSubject)).toHaveLength(1);
        expect(mailsTo(member, digestSubject)).toHaveLength(1);
      }
    } finally {
      await replica.close();
    }
  });
});
