import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CategoryPageResult } from '@dating/contracts';
import { startNatsServer, type RunningServer } from '@dating/testing';
import { startPortal, type RunningPortal } from '@dating/testing/portal';
import { measureFirstLoad } from './browser-load';
import { apiCall, callJson, type CallOptions } from './portal/api';
import {
  natsRoundTrip,
  postgresLookup,
  profileDatabaseUrl,
  startHelloServer,
  warmupCalls,
} from './portal/floors';
import { liveLatency } from './portal/live-latency';
import { runLoad, type HttpCall, type LoadResult } from './portal/load';
import { registerMembers, saveUserInfo, type Member } from './portal/members';
import { mixedLoad } from './portal/mixed-load';
import { describeCpu, withCpuPerCall, type CpuPerCall } from './portal/process-cpu';
import { portalRows } from './portal/rows';
import { markdownTable } from './portal/table';

// The composed portal as `npm start` runs it, measured beside the floors of this machine in one
// run, printed as one table (issue 15) and written to bench/output/portal.md. It prints what it
// measures and asserts no timings (DESIGN.md §8). Needs a built repository: `npm run build`.

function numberFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0`);
  return value;
}
const demoMembers = numberFrom('BENCH_DEMO_MEMBERS', 1000);
const simulatedMembers = numberFrom('BENCH_MIXED_MEMBERS', 200);
const mixedSeconds = numberFrom('BENCH_MIXED_SECONDS', 60);
/** Requests of each one-at-a-time measure. */
const requests = numberFrom('BENCH_REQUESTS', 500);
/** How long each 32-connection measure runs. */
const loadSeconds = numberFrom('BENCH_LOAD_SECONDS', 5);
const connections = 32;
/**
 * Seconds of the same call at 32 connections before each one-at-a-time measure: every process
 * on its path has compiled it (V8 optimizes a function after some thousand calls), as it has
 * in a portal that has been up for minutes. Measured cold, the first 500 calls ran 1.5-2x
 * slower, with the compiler's threads in the CPU of each process.
 */
const warmSeconds = numberFrom('BENCH_WARM_SECONDS', 3);
/** Conversations the live measure holds: a subscriber's with each of their matches. */
const liveConversations = 16;

let natsDir: string;
let bus: RunningServer;
let portal: RunningPortal;

beforeAll(async () => {
  natsDir = mkdtempSync(path.join(os.tmpdir(), 'dating-bench-nats-'));
  // The portal's bus, started here so that the raw floor client may use it: the bus the
  // launcher starts for itself lets each part use only its own subjects, none a plain
  // requester and responder could share without joining a service's queue group.
  bus = await startNatsServer({ storeDir: natsDir });
  try {
    portal = await startPortal(
      { NATS_URL: bus.url, DEMO_MEMBERS: String(demoMembers) },
      { upWithinMs: 60 * 60 * 1000 },
    );
  } catch (error) {
    throw new Error(
      `The bench runs the built portal (\`npm run build\`); it did not start: ${(error as Error).message}`,
      { cause: error },
    );
  }
}, 3_600_000);

afterAll(async () => {
  await portal?.stop();
  await bus?.stop();
  if (natsDir) rmSync(natsDir, { recursive: true, force: true });
});

const progress = (line: string) => process.stdout.write(`[portal bench] ${line}\n`);

it(`the portal beside the floors of this machine: one table`, async () => {
  const startedAt = performance.now();
  const { url: web, gatewayUrl: gateway, appKey } = portal;
  const access = { origin: web, appKey, mailUrl: portal.mailUrl };
  const call = (pathname: string, options: CallOptions = {}) => apiCall(appKey, pathname, options);
  const oneAtATime = (origin: string, next: () => HttpCall) =>
    runLoad({ origin, connections: 1, until: { requests }, warmup: warmupCalls }, next);
  const cpuBreakdown: [string, CpuPerCall][] = [];
  /** A one-at-a-time measure, noting the CPU each process spent per call (warm-up included). */
  const noted = async <T>(label: string, measure: () => Promise<T>): Promise<T> => {
    const { result, cpu } = await withCpuPerCall(requests + warmupCalls, measure);
    cpuBreakdown.push([label, cpu]);
    return result;
  };
  /** A call one at a time, after the same call at 32 connections has warmed its path. */
  const measured = async (label: string, origin: string, next: () => HttpCall) => {
    await runLoad({ origin, connections, until: { seconds: warmSeconds } }, next);
    return noted(label, () => oneAtATime(origin, next));
  };
  const underLoad = (origin: string, next: () => HttpCall) =>
    runLoad({ origin, connections, until: { seconds: loadSeconds } }, next);

  progress(`registering ${simulatedMembers} members through the API`);
  const members = await registerMembers(access, simulatedMembers, 20);
  const reader: Member | undefined = members[0];
  if (!reader) throw new Error('No member was registered');
  await saveUserInfo(access, reader);
  const asReader = (pathname: string, body: unknown) =>
    call(pathname, { body, token: reader.token, device: reader.device });
  const searchPage1 = {
    user_id: reader.userId,
    gender_for: 'ALL',
    age_start: 18,
    age_end: 99,
  };
  const found = await callJson<CategoryPageResult>(web, asReader('/api/get-category', searchPage1));
  const others = found.result.map((card) => card.id);
  if (others.length === 0) throw new Error('The search found no members to read');
  let turn = 0;
  const nextOther = () => others[(turn += 1) % others.length];
  const profileRead = () => asReader('/api/get-profile', { user_id: nextOther() });

  progress('floors');
  const hello = await startHelloServer();
  let helloOne: LoadResult;
  let helloLoad: LoadResult;
  try {
    helloOne = await noted('HTTP floor', () =>
      oneAtATime(hello.origin, () => ({ method: 'GET', path: '/', headers: {} })),
    );
    helloLoad = await underLoad(hello.origin, () => ({ method: 'GET', path: '/', headers: {} }));
  } finally {
    await hello.stop();
  }
  const nats = await noted('NATS floor', () => natsRoundTrip(bus.url, requests));
  const postgres = await noted('Postgres floor', () =>
    postgresLookup(profileDatabaseUrl(portal.dataDir), others, requests),
  );

  progress('calls');
  const gatewayRoot = await underLoad(gateway, () => ({ method: 'GET', path: '/', headers: {} }));
  const menu = await underLoad(web, () => call('/api/menu'));
  const healthWeb = await underLoad(web, () => call('/api/health'));
  const healthGateway = await underLoad(gateway, () => call('/api/health'));
  const profileGateway = await measured('profile at the gateway', gateway, profileRead);
  const profileWeb = await measured('profile through the web origin', web, profileRead);
  const rows = await measured('`get-by-user-id`', gateway, () =>
    asReader('/api/get-by-user-id', { table: 'USER_INFO', user_id: reader.userId }),
  );
  const search = await measured('search page 1', gateway, () =>
    asReader('/api/get-category', searchPage1),
  );
  const profileLoad = await underLoad(gateway, profileRead);

  // Members of their own: their interest and matches would otherwise meet the mixed load's.
  const talkers = await registerMembers(access, liveConversations + 1, 20, simulatedMembers);
  progress(`live messages with ${talkers.length + members.length} open streams`);
  const live = await liveLatency(
    { ...access, adminPassword: portal.adminPassword, adminTotpSecret: portal.adminTotpSecret },
    talkers,
    members,
  );

  progress('first load of / in Chromium');
  const firstLoad = await measureFirstLoad(`${web}/`);

  progress(`mixed load: ${members.length} members for ${mixedSeconds} s`);
  const mixed = await mixedLoad(members, { origin: web, appKey, seconds: mixedSeconds });

  const table = portalRows({
    connections,
    helloOne,
    helloLoad,
    nats,
    postgres,
    gatewayRoot,
    menu,
    healthWeb,
    healthGateway,
    profileGateway,
    profileWeb,
    rows,
    search,
    profileLoad,
    live,
    firstLoad,
    mixed,
  });

  const cpus = os.cpus();
  const report = [
    `# Portal bench, ${new Date().toISOString()}`,
    '',
    `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ` +
      `${demoMembers} demo members, ${simulatedMembers} registered members; ` +
      `${requests} requests per one-at-a-time measure, after ${warmSeconds} s of the same call ` +
      `at ${connections} connections; ${loadSeconds} s per ` +
      `${connections}-connection measure; the bench ran ` +
      `${((performance.now() - startedAt) / 60000).toFixed(1)} min after the portal was up.`,
    '',
    markdownTable(table),
    '',
    'CPU per call by process, ms, of it in the kernel (one at a time; from /proc, 10 ms ticks ' +
      'over the measure):',
    '',
    ...cpuBreakdown.map(([label, cpu]) => `- ${label}: ${describeCpu(cpu)}`),
    '',
  ].join('\n');
  const folder = path.resolve(__dirname, '..', 'output');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'portal.md'), report);
  process.stdout.write(`\n${report}\n`);
}, 3_600_000);
