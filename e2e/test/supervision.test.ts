import { startPortal, type RunningPortal } from '@dating/testing/portal';

// A portal of its own, exactly as `npm start` runs it (the launcher with its real services, on
// embedded Postgres and nats-server), whose svc-billing is killed while calls are being made.

const requestTimeoutMs = 1500;
/** Room for a busy 2-core machine on top of the gateway's own deadline. */
const slackMs = 1500;

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal({
    REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    DEMO_MEMBERS: '0',
    // Every answer from svc-billing itself: the gateway would otherwise answer the package list
    // from memory for a few seconds, while billing is down too.
    SHARED_ANSWER_CACHE_MS: '0',
  });
}, 240_000);

afterAll(() => portal?.stop());

interface Answer {
  path: string;
  status: number;
  ms: number;
  message?: string;
  /** When the call was sent and when its answer came. */
  at: number;
  answeredAt: number;
}

async function call(path: string): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(new URL(path, portal.url), {
    headers: { 'x-api-key': portal.appKey },
  });
  const body = (await response.json()) as { message?: string };
  const answeredAt = Date.now();
  return {
    path,
    status: response.status,
    ms: answeredAt - started,
    at: started,
    answeredAt,
    ...(body.message === undefined ? {} : { message: body.message }),
  };
}

/** The pid the launcher printed for each part it started. */
function startedPids(): Map<string, number> {
  const pids = new Map<string, number>();
  for (const match of portal.output().matchAll(/started ([\w-]+) \(pid (\d+)\)/g))
    pids.set(match[1] as string, Number(match[2]));
  return pids;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('answers 503 promptly while a killed service is down, then serves again; nothing else restarts', async () => {
  const before = startedPids();
  expect([...before.keys()].sort()).toEqual(
    ['gateway', 'svc-auth', 'svc-billing', 'svc-interest', 'svc-profile'].sort(),
  );
  expect((await call('/api/get-package')).status).toBe(200);

  const answers: Answer[] = [];
  let killedAt = 0;
  const recovered = () =>
    answers.some(
      (answer) =>
        answer.path === '/api/get-package' && answer.status === 200 && answer.at > killedAt,
    ) && answers.some((answer) => answer.status === 503);
  // Calls keep going (billing, and profile beside it) until billing answers again.
  const deadline = Date.now() + 90_000;
  const load = (path: string) =>
    (async () => {
      while (!(killedAt > 0 && recovered()) && Date.now() < deadline)
        answers.push(await call(path));
    })();
  const loops = [load('/api/get-package'), load('/api/get-package'), load('/api/menu')];
  await until(() => answers.length >= 3);

  killedAt = Date.now();
  process.kill(before.get('svc-billing') ?? 0, 'SIGKILL');
  await Promise.all(loops);

  expect(recovered()).toBe(true);
  // A call in flight when billing died counts too: it is answered while billing is down (the
  // request it was handling is lost, so the gateway's deadline answers it), and a restart can
  // be quicker than that deadline, leaving no call that was both sent and answered meanwhile.
  const afterKill = answers.filter((answer) => answer.answeredAt >= killedAt);
  const billing = afterKill.filter((answer) => answer.path === '/api/get-package');
  // While it was down: 503 in the API envelope, each within the gateway's deadline.
  const refused = billing.filter((answer) => answer.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) expect(answer.message).toBe('Service unavailable');
  expect(billing.every((answer) => [200, 503].includes(answer.status))).toBe(true);
  expect(Math.max(...billing.map((answer) => answer.ms))).toBeLessThan(requestTimeoutMs + slackMs);
  // svc-profile answered throughout.
  const profile = afterKill.filter((answer) => answer.path === '/api/menu');
  expect(profile.length).toBeGreaterThan(0);
  expect(profile.every((answer) => answer.status === 200)).toBe(true);

  // The launcher said what died and restarted it; every other part is the process it was.
  const output = portal.output();
  expect(output).toMatch(
    /svc-billing was killed by SIGKILL after [\d.]+ (s|min)[^;]* up; restarting it in 0\.5 s \(restart 1 in a row\)/,
  );
  expect(output).toMatch(/svc-billing restarted \(pid \d+\)/);
  expect(output.match(/ restarted \(pid \d+\)/g)).toHaveLength(1);
  for (const [name, pid] of before) {
    if (name !== 'svc-billing') expect(isAlive(pid)).toBe(true);
  }
  expect(isAlive(before.get('svc-billing') ?? 0)).toBe(false);
}, 180_000);
