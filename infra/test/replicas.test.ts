import fs from 'node:fs';
import { routes, type CategoryPageResult } from '@dating/contracts';
import { startPortal, type RunningPortal } from '@dating/testing/portal';
import { post, registerMember, startedPids, until, type Member } from './portal-api';

// The portal as `npm start` runs it with REPLICAS=2: two of every service and two gateways
// behind the web origin, under a mixed load of members' calls, one svc-profile copy killed
// while it serves (issue 17, "Replicas" and "A service dies under load"): the reads it held are
// asked again of the other copy, so no call fails. svc-billing runs alone
// (REPLICAS_SVC_BILLING=1), to measure what killing the only copy costs.

const requestTimeoutMs = 2000;
/** Room for a busy 2-core machine on top of the gateway's own deadline. */
const slackMs = 1500;
const workers = 6;

let portal: RunningPortal;
let member: Member;

interface Answer {
  path: string;
  status: number;
  servedBy: string | null;
  body: unknown;
  /** When the call was sent and when its answer came. */
  at: number;
  answeredAt: number;
}

async function call(path: string, body?: unknown): Promise<Answer> {
  const at = Date.now();
  let status = 0;
  let servedBy: string | null = null;
  let answer: unknown;
  try {
    const response = await fetch(new URL(path, portal.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-api-key': portal.appKey,
        'x-forwarded-for': '10.66.0.1',
        ...(member === undefined ? {} : { authorization: `Bearer ${member.token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    answer = await response.json().catch(() => undefined);
    status = response.status;
    servedBy = response.headers.get('x-served-by');
  } catch {
    // no answer at all: counted as status 0
  }
  return { path, status, servedBy, body: answer, at, answeredAt: Date.now() };
}

/** What the mixed load asks: reads alone, which a gateway may ask again of another copy. */
const loadPaths = ['/api/menu', '/api/get-category', '/api/get-profile', '/api/get-package'];

/**
 * `workers` members' worth of calls, each after the last: the menu, a search, a profile it
 * found (svc-profile), and with `billing` the package list (svc-billing), until `stop()`.
 */
function mixedLoad(options: { billing?: boolean } = {}) {
  const answers: Answer[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      answers.push(await call('/api/menu'));
      const search = await call('/api/get-category', {
        user_id: member.userId,
        gender_for: 'ALL',
        age_start: 18,
        age_end: 80,
      });
      answers.push(search);
      const found = (search.body as CategoryPageResult | undefined)?.result ?? [];
      const card = found[answers.length % Math.max(1, found.length)];
      if (card !== undefined) answers.push(await call('/api/get-profile', { user_id: card.id }));
      if (options.billing === true) answers.push(await call('/api/get-package'));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
      return answers;
    },
  };
}

/** The CPU time a process used so far, in clock ticks (Linux). */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** How many reads the gateways and services have asked again so far. */
function readRetries(): number {
  return portal.output().match(/An unanswered read is asked again/g)?.length ?? 0;
}

function failures(answers: readonly Answer[]): Answer[] {
  return answers.filter((answer) => answer.status !== 200);
}

/** From the first failed call's sending to the last failed call's answer, in ms. */
function errorWindow(failed: readonly Answer[]): number {
  if (failed.length === 0) return 0;
  return (
    Math.max(...failed.map((answer) => answer.answeredAt)) -
    Math.min(...failed.map((answer) => answer.at))
  );
}

beforeAll(async () => {
  portal = await startPortal(
    {
      REPLICAS: '2',
      REPLICAS_SVC_BILLING: '1',
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      // Every answer from the services themselves, not from the gateway's memory.
      SHARED_ANSWER_CACHE_MS: '0',
    },
    { upWithinMs: 240_000 },
  );
  member = await registerMember(portal, 'replicamember', '10.66.0.1');
  await post(
    portal,
    '/api/create-user-info',
    {
      user_id: member.userId,
      name: 'Replica Member',
      gender: 'M',
      birthdate: '1985-04-12',
      country: 'Norway',
      occupation: 'Engineer',
      caption: 'Counting replicas',
      c_email: 'replicamember@example.com',
    },
    { address: '10.66.0.1', token: member.token },
  );
}, 300_000);

afterAll(() => portal?.stop());

it('runs two of every service and gateway, and the mixed load is served by both of each', async () => {
  const pids = startedPids(portal);
  expect([...pids.keys()].sort()).toEqual(
    [
      'gateway#1',
      'gateway#2',
      'svc-auth#1',
      'svc-auth#2',
      'svc-billing',
      'svc-interest#1',
      'svc-interest#2',
      'svc-profile#1',
      'svc-profile#2',
    ].sort(),
  );
  const profiles = ['svc-profile#1', 'svc-profile#2'].map((name) => pids.get(name) as number);
  const before = profiles.map(cpuTicks);
  const load = mixedLoad();
  const started = Date.now();
  await until(() => (Date.now() - started >= 10_000 ? true : undefined), '10 s of load');
  const answers = await load.stop();
  const used = profiles.map((pid, index) => cpuTicks(pid) - (before[index] as number));
  const byGateway = new Map<string, number>();
  for (const answer of answers)
    if (answer.servedBy !== null)
      byGateway.set(answer.servedBy, (byGateway.get(answer.servedBy) ?? 0) + 1);
  process.stdout.write(
    `${answers.length} calls in 10 s; by gateway ${JSON.stringify(Object.fromEntries(byGateway))}; ` +
      `svc-profile CPU ticks ${used.join(' / ')}\n`,
  );
  expect(failures(answers)).toEqual([]);
  expect([...byGateway.keys()].sort()).toEqual(['gateway#1', 'gateway#2']);
  for (const count of byGateway.values()) expect(count).toBeGreaterThan(answers.length / 4);
  // NATS hands each call to one member of the queue group at random: each copy works.
  const total = (used[0] as number) + (used[1] as number);
  for (const share of used) expect(share).toBeGreaterThan(total / 5);
}, 60_000);

it('asks only read calls under load', () => {
  const asked = routes.filter((route) => loadPaths.includes(route.http.path));
  expect(asked.map((route) => route.http.path).sort()).toEqual([...loadPaths].sort());
  for (const route of asked) expect(route).toMatchObject({ reads: true });
});

it('loses no call when a svc-profile copy is killed under load; the other serves them all', async () => {
  const pids = startedPids(portal);
  const victim = pids.get('svc-profile#1') as number;
  const retriesBefore = readRetries();
  const load = mixedLoad();
  await until(() => (load.answers.length >= 60 ? true : undefined), 'load under way');
  const killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  await until(
    () => (portal.output().includes('svc-profile#1 restarted') ? true : undefined),
    'svc-profile#1 restarted',
  );
  const restartedAt = Date.now();
  await until(
    () =>
      load.answers.filter((answer) => answer.at > restartedAt).length >= 60 ? true : undefined,
    'calls after the restart',
  );
  const answers = await load.stop();
  const failed = failures(answers);
  const afterKill = answers.filter((answer) => answer.at >= killedAt);
  process.stdout.write(
    `killed svc-profile#1 of 2: ${afterKill.length} calls after the kill, ${failed.length} ` +
      `failed, error window ${errorWindow(failed)} ms, ${readRetries() - retriesBefore} reads ` +
      `asked again, the slowest call after the kill ` +
      `${Math.max(0, ...afterKill.map((answer) => answer.answeredAt - answer.at))} ms\n`,
  );
  // A read NATS had handed to the killed copy goes unanswered for half the gateway's deadline,
  // then is asked of svc-profile#2 within the rest: no caller sees an error.
  expect(failed).toEqual([]);
  for (const answer of afterKill)
    expect(answer.answeredAt - answer.at).toBeLessThan(requestTimeoutMs + slackMs);
  expect(answers.filter((answer) => answer.at >= killedAt + 500).length).toBeGreaterThan(60);
  // Only the killed copy was restarted.
  expect(portal.output().match(/ restarted \(pid/g)).toHaveLength(1);
}, 120_000);

it('answers 503 within the deadline while the only svc-billing is down, the rest unharmed', async () => {
  const victim = startedPids(portal).get('svc-billing') as number;
  const load = mixedLoad({ billing: true });
  await until(() => (load.answers.length >= 60 ? true : undefined), 'load under way');
  const killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  await until(
    () => (portal.output().includes('svc-billing restarted') ? true : undefined),
    'svc-billing restarted',
  );
  const backAt = await until(
    () =>
      load.answers.find(
        (answer) =>
          answer.path === '/api/get-package' && answer.at > killedAt && answer.status === 200,
      )?.answeredAt,
    'a package list answered again',
  );
  await until(
    () => (load.answers.filter((answer) => answer.at > backAt).length >= 40 ? true : undefined),
    'calls after svc-billing is back',
  );
  const answers = await load.stop();
  const failed = failures(answers);
  process.stdout.write(
    `killed the only svc-billing: ${failed.length} failed calls, error window ` +
      `${errorWindow(failed)} ms, the slowest failure ${Math.max(0, ...failed.map((answer) => answer.answeredAt - answer.at))} ms\n`,
  );
  expect(failed.length).toBeGreaterThan(0);
  for (const answer of failed) {
    expect(answer).toMatchObject({ path: '/api/get-package', status: 503 });
    expect(answer.answeredAt - answer.at).toBeLessThan(requestTimeoutMs + slackMs);
  }
  expect(failures(answers.filter((answer) => answer.at > backAt))).toEqual([]);
}, 120_000);
