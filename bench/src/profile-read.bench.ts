import { interestCalls, profileCalls, type Caller } from '@dating/contracts';
import { connect } from '@nats-io/transport-node';
import { databaseUrl } from '@dating/server';
import {
  natsConnection,
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { startGatewayUnderTest, type GatewayUnderTest } from '@dating/gateway/testing';
import { authService } from '@dating/svc-auth';
import { defineBillingService } from '@dating/svc-billing';
import { interestService } from '@dating/svc-interest';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import pg from 'pg';

// Another member's profile page (get-profile) with every part in play: four sections, choices,
// photos, and the contact check for a subscriber the member matched. p50/p95 of sequential
// calls through the gateway and straight to svc-profile over NATS, and the CPU the whole stack
// (gateway and services share this process) spends per call, beside the data floor: a raw NATS
// request-reply and a raw Postgres primary-key lookup. Prints; asserts no timings.

const requests = Number(process.env.BENCH_REQUESTS ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

interface Timing {
  p50: number;
  p95: number;
  cpuMsPerCall: number;
}

async function timed(work: () => Promise<void>): Promise<Timing> {
  for (let i = 0; i < 20; i += 1) await work();
  const timings: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    cpuMsPerCall: (used.user + used.system) / 1000 / requests,
  };
}

let infra: TestInfrastructure;
let auth: ServiceUnderTest<{ DATABASE_NAME: string }>;
let profile: ServiceUnderTest<ProfileConfig>;
let interest: ServiceUnderTest<{ DATABASE_NAME: string }>;
let billing: ServiceUnderTest<{ DATABASE_NAME: string }>;
let gateway: GatewayUnderTest;

beforeAll(async () => {
  infra = await startTestInfrastructure();
  auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'bench-admin-password' },
  });
  profile = await startServiceUnderTest(profileService, { infra });
  interest = await startServiceUnderTest(interestService, { infra });
  billing = await startServiceUnderTest(defineBillingService(), { infra });
  gateway = await startGatewayUnderTest(infra, { SESSION_CACHE_MS: '10000', LOG_LEVEL: 'warn' });
});

afterAll(async () => {
  await gateway?.close();
  await billing?.stop();
  await interest?.stop();
  await profile?.stop();
  await auth?.stop();
  await infra?.stop();
});

/** The owner's four sections with choices, and two photos. */
async function fillProfile(owner: Caller): Promise<void> {
  const ask = <Call extends Parameters<typeof profile.calls.call>[0]>(
    call: Call,
    input: Parameters<typeof profile.calls.call<Call>>[1],
  ) => profile.calls.call(call, input, { caller: owner });
  const userId = owner.userId;
  await ask(profileCalls.userInfoSave, {
    user_id: userId,
    name: 'Malee',
    gender: 'F',
    birthdate: '1995-04-12',
    country: 'Thailand',
    occupation: 'Nurse',
    caption: 'Sawasdee from Chiang Mai',
    c_email: 'malee@example.com',
    line: 'malee.line',
    whats_app: '+66 81 234 5678',
    facebook: 'malee.fb',
    phone: '081 234 5678',
    hidden_fields: ['birthdate'],
  });
  await ask(profileCalls.personInfoSave, {
    user_id: userId,
    height: 162,
    weight: 52,
    shape: 'SLIM',
    marital_stat: 'SINGLE',
    kids: 'WANT',
    num_child: 0,
    live_with: 'PARENTS',
    influences_factor: 'FAMILY',
    ethnicity: 'THAI',
    religion: 'BUDDHIST',
    zodiac: 'LEO',
    education: 'BACHELOR',
    person_value: ['HONESTY', 'KINDNESS'],
    hidden_fields: ['weight'],
  });
  await ask(profileCalls.favoriteInfoSave, {
    user_id: userId,
    drinking: 'SOCIALLY',
    favorite: ['TRAVEL', 'COOKING'],
    sexual_orien: 'STRAIGHT',
    free_time: 'Cooking for friends',
    politics: 'NONE',
    smoking: 'NO',
    food: ['THAI', 'SEAFOOD'],
    sport: ['YOGA'],
    community: ['ANIMALS'],
    hidden_fields: [],
  });
  await ask(profileCalls.dateInfoSave, {
    user_id: userId,
    looking_for: 'MARRIAGE',
    gender_for: 'M',
    age_start: 30,
    age_end: 45,
    lang_important: 'Y',
    learn_th: 'N',
    th_spouse_reason: null,
    th_women_think: null,
    spouse_expect: 'Kindness and patience',
    hidden_fields: [],
  });
  for (const imgSeq of [1, 2])
    await profile.database.query(
      `INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, review_status,
                             create_user, create_process)
       VALUES ($1, $2, 'image/webp', gen_random_uuid(), 40000, 'approved', 'bench', 'bench')`,
      [userId, imgSeq],
    );
}

/** An approved one-month membership, as an admin's approval leaves it. */
async function giveMembership(member: Caller): Promise<void> {
  await billing.database.query(
    `WITH chosen AS (SELECT package_id, price, duration_days FROM package ORDER BY price LIMIT 1),
          ordered AS (
            INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
                                        purchase_date, purchase_status, purchase_approve_date,
                                        lang, create_user, create_process)
            SELECT $1, $2, package_id, price, duration_days, now(), 'AP', now(), 'en', 'bench',
                   'bench'
              FROM chosen
            RETURNING purchase_id, package_id, duration_days)
     INSERT INTO user_member (user_id, purchase_id, package_id, member_status, member_start,
                              member_end, create_user, create_process)
     SELECT $1, purchase_id, package_id, 'N', now(), now() + duration_days * interval '1 day',
            'bench', 'bench'
       FROM ordered`,
    [member.userId, member.username],
  );
}

it(`get-profile of a matched member for a subscriber, ${requests} sequential calls`, async () => {
  const ownerLogin = await gateway.register('benchowner');
  const viewerLogin = await gateway.register('benchviewer');
  const owner: Caller = { userId: ownerLogin.userId, username: 'benchowner', role: 'U' };
  const viewer: Caller = { userId: viewerLogin.userId, username: 'benchviewer', role: 'U' };
  await fillProfile(owner);
  await profile.calls.call(
    profileCalls.userInfoSave,
    {
      user_id: viewer.userId,
      name: 'Erik',
      gender: 'M',
      birthdate: '1990-01-01',
      country: 'Norway',
      hidden_fields: [],
    },
    { caller: viewer },
  );
  await giveMembership(viewer);
  await interest.calls.call(
    interestCalls.create,
    { user_id: viewer.userId, user_interest_id: owner.userId },
    { caller: viewer },
  );
  await interest.calls.call(
    interestCalls.manage,
    { user_id: owner.userId, user_interest_id: viewer.userId, action: 'match' },
    { caller: owner },
  );

  const body = { user_id: owner.userId };
  const viaGateway = await timed(async () => {
    const answer = await gateway.call('POST', '/api/get-profile', {
      body,
      token: viewerLogin.token,
    });
    if (answer.status !== 200) throw new Error(`get-profile answered ${answer.status}`);
    const view = (answer.body as { profile: { contact_visible: boolean } }).profile;
    if (!view.contact_visible) throw new Error('the contact details were not shown');
  });
  const overNats = await timed(async () => {
    await profile.calls.call(profileCalls.viewGet, body, { caller: viewer });
  });
  const direct = new pg.Client({
    connectionString: databaseUrl(infra.databaseUrl, profile.database.name),
  });
  await direct.connect();
  const nc = await connect(natsConnection(infra, 'svc-profile'));
  nc.subscribe('profile.bench.floor', {
    callback: (_error, message) => {
      message.respond();
    },
  });
  const floor = await timed(async () => {
    await nc.request('profile.bench.floor');
    await direct.query('SELECT name FROM user_info WHERE user_id = $1', [owner.userId]);
  });
  await nc.close();
  await direct.end();

  const line = (label: string, timing: Timing) =>
    [
      label.padEnd(28),
      timing.p50.toFixed(2).padStart(8),
      timing.p95.toFixed(2).padStart(8),
      timing.cpuMsPerCall.toFixed(2).padStart(14),
      `${(timing.p50 / floor.p50).toFixed(1)}x`.padStart(10),
    ].join(' ');
  process.stdout.write(
    [
      `${'get-profile'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'CPU ms / call'.padStart(14)} ${'p50/floor'.padStart(10)}`,
      line('through the gateway', viaGateway),
      line('svc-profile over NATS', overNats),
      line('floor: NATS + Postgres PK', floor),
      '',
    ].join('\n'),
  );
});
