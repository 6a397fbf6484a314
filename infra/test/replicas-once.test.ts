import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { authCalls, type NotificationsListResult } from '@dating/contracts';
import { startPortal, type RunningPortal } from '@dating/testing/portal';
import {
  mailsTo,
  post,
  registerMember,
  send,
  startedPids,
  until,
  type Member,
  type Sent,
} from './portal-api';

// The portal as `npm start` runs it with REPLICAS=2 for every part, svc-billing included (issue
// 17, "Replicas"): each event is acted on once though two copies consume it, the expiry
// scheduler running in both copies expires a membership once, and the login limit and a logout
// hold across the two gateways behind the web origin.

/** How many members the admirer shows interest in. */
const admiredCount = 8;
/** The scheduler's shortest period: both svc-billing copies run a pass every minute. */
const expiryIntervalMs = 60_000;

let portal: RunningPortal;
let admirer: Member;
let admired: Member[];
let lapsed: Member;
/** When the lapsed member's ended membership was written: both copies pass over it after. */
let endedAt: number;

/** A query as the embedded Postgres's superuser, in one service's database. */
async function query<T>(database: string, text: string, values: unknown[] = []): Promise<T[]> {
  const pid = readFileSync(path.join(portal.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(portal.dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid[3]}/${database}`,
  });
  try {
    await client.connect();
    return (await client.query(text, values)).rows as T[];
  } catch (error) {
    // Postgres went away twice in full runs (not reproduced alone): say what the launcher saw.
    throw new Error(`${(error as Error).message}\n${portal.output().slice(-3000)}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Each member calls from their own address, clear of the others' rate limits. */
const addressOf = (member: Member) =>
  `10.67.${Math.floor(member.userId / 250)}.${member.userId % 250}`;

const as = <T>(member: Member, route: string, body: unknown) =>
  post<T>(portal, route, body, { address: addressOf(member), token: member.token });

async function notifications(member: Member): Promise<NotificationsListResult['result']> {
  const list = await as<NotificationsListResult>(member, '/api/get-notifications', {
    user_id: member.userId,
  });
  return list.result;
}

/** A member with a profile, so others can find and show interest in them. */
async function profiledMember(username: string, index: number): Promise<Member> {
  const member = await registerMember(portal, username, `10.68.0.${index + 1}`);
  await as(member, '/api/create-user-info', {
    user_id: member.userId,
    name: `Replica ${username}`,
    gender: index % 2 === 0 ? 'M' : 'F',
    birthdate: '1988-06-15',
    country: 'Norway',
    caption: 'Counting what happens once',
  });
  return member;
}

beforeAll(async () => {
  portal = await startPortal(
    { REPLICAS: '2', EXPIRY_INTERVAL_MINUTES: String(expiryIntervalMs / 60_000) },
    { upWithinMs: 240_000 },
  );
  const members = await Promise.all(
    ['admirer', 'lapsed', ...Array.from({ length: admiredCount }, (_, i) => `admired${i + 1}`)].map(
      profiledMember,
    ),
  );
  [admirer, lapsed] = members as [Member, Member];
  admired = members.slice(2);
  // The launcher has no test clock: a membership that ended yesterday is written the way the
  // svc-billing expiry tests write one, straight into its database, for the schedulers to find.
  const [order] = await query<{ purchase_id: number }>(
    'billing',
    `INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
       purchase_date, purchase_status, lang, create_user, create_process)
     VALUES ($1, $2, 1, 299, 30, now() - interval '31 days', 'AP', 'en', 'test', 'test')
     RETURNING purchase_id`,
    [lapsed.userId, lapsed.username],
  );
  await query(
    'billing',
    `INSERT INTO user_member (user_id, purchase_id, package_id, member_start, member_end,
       create_user, create_process)
     VALUES ($1, $2, 1, now() - interval '31 days', now() - interval '1 day', 'test', 'test')`,
    [lapsed.userId, order?.purchase_id],
  );
  endedAt = Date.now();
}, 300_000);

afterAll(() => portal?.stop());

it('runs two of every service, svc-billing included, and two gateways', () => {
  expect([...startedPids(portal).keys()].sort()).toEqual(
    ['gateway', 'svc-auth', 'svc-billing', 'svc-interest', 'svc-profile']
      .flatMap((part) => [`${part}#1`, `${part}#2`])
      .sort(),
  );
});

it('acts once on each interest and match, though two copies of each service consume them', async () => {
  for (const member of admired)
    await as(admirer, '/api/create-interest', {
      user_id: admirer.userId,
      user_interest_id: member.userId,
    });
  for (const member of admired)
    await as(member, '/api/manage-interest', {
      user_id: member.userId,
      user_interest_id: admirer.userId,
      action: 'match',
    });
  const matchSubject = 'You have a new match';
  const matchMails = async () =>
    (await mailsTo(portal, admirer.email)).filter((mail) => mail.Subject.includes(matchSubject));
  // Everything the events lead to has happened, and the mail worker had time for a second mail.
  await until(
    async () => ((await matchMails()).length >= admiredCount ? true : undefined),
    'a match mail for each match',
  );
  const responses = () =>
    query<{ user_id: number; other_user_id: number; responded: boolean }>(
      'profile',
      `SELECT user_id, other_user_id, responded FROM contact_response
        WHERE $1 IN (user_id, other_user_id) ORDER BY user_id, other_user_id`,
      [admirer.userId],
    );
  await until(
    async () =>
      (await responses()).filter((row) => row.responded).length >= admiredCount ? true : undefined,
    "every match in svc-profile's contact_response",
  );

  for (const member of admired) {
    const interests = (await notifications(member)).filter((item) => item.kind === 'interest');
    expect(interests.map((item) => item.other_user_id)).toEqual([admirer.userId]);
  }
  const matches = (await notifications(admirer)).filter((item) => item.kind === 'match');
  expect(matches.map((item) => item.other_user_id ?? 0).sort((a, b) => a - b)).toEqual(
    admired.map((member) => member.userId).sort((a, b) => a - b),
  );
  expect(await matchMails()).toHaveLength(admiredCount);
  expect(await responses()).toEqual(
    admired
      .map((member) => ({
        user_id: Math.min(member.userId, admirer.userId),
        other_user_id: Math.max(member.userId, admirer.userId),
        responded: true,
      }))
      .sort((a, b) => a.user_id - b.user_id || a.other_user_id - b.other_user_id),
  );
}, 90_000);

it('holds the login limit across both gateways', async () => {
  const limit = authCalls.login.http?.ratePerMinute as number;
  const address = '10.69.0.1';
  const answers: Sent[] = [];
  for (let attempt = 0; attempt <= limit; attempt += 1)
    answers.push(
      await send(
        portal,
        '/api/user/login',
        { username: 'nobody-by-this-name', password: 'a wrong password for nobody' },
        { address },
      ),
    );
  const servedBy = new Set(answers.map((answer) => answer.servedBy));
  expect([...servedBy].sort()).toEqual(['gateway#1', 'gateway#2']);
  expect(answers.slice(0, limit).filter((answer) => answer.status === 429)).toEqual([]);
  expect(answers[limit]?.status).toBe(429);
}, 30_000);

it('refuses a logged-out session at both gateways at once', async () => {
  const route = '/api/get-unread-notifications';
  const body = { user_id: admirer.userId };
  const options = { address: addressOf(admirer), token: admirer.token };
  /** Calls until both gateways have answered, two at least. */
  const throughBoth = async () => {
    const answers: Sent[] = [];
    while (answers.length < 2 || new Set(answers.map((answer) => answer.servedBy)).size < 2) {
      if (answers.length >= 8) throw new Error(`one gateway answered all: ${answers.length}`);
      answers.push(await send(portal, route, body, options));
    }
    return answers;
  };
  const before = await throughBoth();
  expect(before.map((answer) => answer.status)).toEqual(before.map(() => 200));
  await post(portal, '/api/logout', {}, options);
  const after = await throughBoth();
  expect(after.map((answer) => answer.status)).toEqual(after.map(() => 401));
}, 30_000);

it('expires an ended membership once, with one mail, though both svc-billing copies run the pass', async () => {
  const expiredSubject = 'Your subscription has expired';
  const expiredMails = async () =>
    (await mailsTo(portal, lapsed.email)).filter((mail) => mail.Subject.includes(expiredSubject));
  await until(
    async () => ((await expiredMails()).length > 0 ? true : undefined),
    'the expired mail',
    expiryIntervalMs + 30_000,
  );
  // Each copy runs a pass within one period of the membership being written: after that both
  // have passed over it, and whatever a second expiry would send has had time to arrive.
  await until(
    () => (Date.now() - endedAt >= expiryIntervalMs + 5_000 ? true : undefined),
    'a full expiry period after the membership ended',
    expiryIntervalMs + 30_000,
  );
  await until(
    async () =>
      (await notifications(lapsed)).some((item) => item.kind === 'membership-ended')
        ? true
        : undefined,
    'the membership-ended notification',
  );
  expect(await expiredMails()).toHaveLength(1);
  expect(
    (await notifications(lapsed)).filter((item) => item.kind === 'membership-ended'),
  ).toHaveLength(1);
  expect(
    await query<{ member_status: string }>(
      'billing',
      'SELECT member_status FROM user_member WHERE user_id = $1',
      [lapsed.userId],
    ),
  ).toEqual([{ member_status: 'E' }]);
  // And no second one waits to go.
  expect(
    await query<{ n: number }>(
      'billing',
      `SELECT count(*)::int AS n FROM outbox
        WHERE kind = 'mail' AND (payload->'to'->>'userId')::int = $1`,
      [lapsed.userId],
    ),
  ).toEqual([{ n: 0 }]);
}, 120_000);
