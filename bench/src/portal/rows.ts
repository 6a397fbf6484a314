import { type FirstLoad } from '../browser-load';
import { type LiveLatency } from './live-latency';
import { notOk, type LoadResult } from './load';
import { mixedKinds, type MixedResult } from './mixed-load';
import { type Latency } from './stats';
import { percent, times, type Row } from './table';

/** Another member's profile at 32 connections before issue 15 (the issue measured 190–300). */
const profileReadsPerSecondBefore = 300;

/** Everything one run measured. */
export interface Measurements {
  connections: number;
  helloOne: LoadResult;
  helloLoad: LoadResult;
  nats: Latency;
  postgres: Latency;
  gatewayRoot: LoadResult;
  menu: LoadResult;
  healthWeb: LoadResult;
  healthGateway: LoadResult;
  profileGateway: LoadResult;
  profileWeb: LoadResult;
  rows: LoadResult;
  search: LoadResult;
  profileLoad: LoadResult;
  live: LiveLatency;
  firstLoad: FirstLoad;
  mixed: MixedResult;
}

function describeStatuses(result: LoadResult): string {
  const statuses = [...result.statuses]
    .filter(([status]) => status !== 200)
    .map(([status, count]) => `${count}× ${status}`);
  if (result.networkErrors > 0) statuses.push(`${result.networkErrors}× no answer`);
  return statuses.length === 0 ? '' : ` (${statuses.join(', ')})`;
}

/** A row of one measure and its ratio; a goal is met only by answers that were all 200. */
function row(
  measure: string,
  result: LoadResult,
  judged: { ratio: string; goal?: string; met?: boolean },
): Row {
  const clean = notOk(result) + result.networkErrors === 0;
  return {
    measure: `${measure}${describeStatuses(result)}`,
    p50: result.p50,
    p95: result.p95,
    perSecond: result.perSecond,
    ...judged,
    ...(judged.met === undefined ? {} : { met: judged.met && clean }),
  };
}

/** The table issue 15 asks for: the floors, then each call beside its floor and goal. */
export function portalRows(m: Measurements): Row[] {
  const dataFloor = m.nats.p50 + m.postgres.p50;
  const toData = (result: LoadResult, most: number) => ({
    ratio: times(result.p50 / dataFloor),
    goal: `≤ ${most}x the data floor`,
    met: result.p50 / dataFloor <= most,
  });
  const ofHttpFloor = (result: LoadResult) => result.perSecond / m.helloLoad.perSecond;
  const healthVsRoot = (result: LoadResult) => ({
    ratio: percent(result.perSecond / m.gatewayRoot.perSecond),
    goal: '≥ 50% of the gateway’s `GET /`; no 503',
    met: result.perSecond / m.gatewayRoot.perSecond >= 0.5,
  });
  const kilobytes = m.firstLoad.jsGzipBytes / 1024;
  const { mixed } = m;
  const mixedFailures = mixed.serverErrors + mixed.networkErrors + mixed.otherErrors;
  const under = `${m.connections} connections`;
  return [
    { measure: 'HTTP floor: `node:http` hello, one at a time', ...m.helloOne },
    { measure: `HTTP floor: \`node:http\` hello, ${under}`, ...m.helloLoad },
    { measure: 'NATS floor: raw request-reply', ...m.nats },
    { measure: 'Postgres floor: raw `pg` primary-key lookup', ...m.postgres },
    { measure: 'data floor = NATS p50 + Postgres p50', p50: dataFloor },
    row(`gateway \`GET /\`, ${under}`, m.gatewayRoot, {
      ratio: percent(ofHttpFloor(m.gatewayRoot)),
    }),
    row(`\`GET /api/menu\` through the web origin, ${under}`, m.menu, {
      ratio: percent(ofHttpFloor(m.menu)),
      goal: '≥ 40% of the HTTP floor',
      met: ofHttpFloor(m.menu) >= 0.4,
    }),
    row(
      `\`GET /api/health\` through the web origin, ${under}`,
      m.healthWeb,
      healthVsRoot(m.healthWeb),
    ),
    row(
      `\`GET /api/health\` at the gateway, ${under}`,
      m.healthGateway,
      healthVsRoot(m.healthGateway),
    ),
    row(
      'another member’s profile at the gateway, one at a time',
      m.profileGateway,
      toData(m.profileGateway, 3),
    ),
    row(
      'another member’s profile through the web origin, one at a time',
      m.profileWeb,
      toData(m.profileWeb, 3.5),
    ),
    row('`get-by-user-id` at the gateway, one at a time', m.rows, toData(m.rows, 3)),
    row('search page 1 at the gateway, one at a time', m.search, toData(m.search, 3)),
    row(`another member’s profile at the gateway, ${under}`, m.profileLoad, {
      ratio: percent(ofHttpFloor(m.profileLoad)),
      goal: `≥ 3× ${profileReadsPerSecondBefore} req/s (before issue 15)`,
      met: m.profileLoad.perSecond >= 3 * profileReadsPerSecondBefore,
    }),
    {
      measure:
        `message send → delivery over the live stream, ${m.live.streams} streams open ` +
        `(${m.live.messages} messages, one at a time)`,
      p50: m.live.p50,
      p95: m.live.p95,
      ratio: times(m.live.p50 / m.nats.p50),
      goal: 'reported beside the NATS floor',
    },
    {
      measure: `first-load JS of \`/\`: ${kilobytes.toFixed(1)} KB gz in ${m.firstLoad.jsFiles} files`,
      goal: '≤ 120 KB gz',
      met: kilobytes <= 120,
    },
    {
      measure: 'LCP of `/` at 4× CPU throttle (median of 3 cold loads)',
      p50: m.firstLoad.lcpMs,
      goal: '≤ 1500 ms',
      met: m.firstLoad.lcpMs <= 1500,
    },
    ...mixedKinds.map((kind): Row => {
      const { p50, p95, requests } = mixed.byKind[kind];
      return { measure: `mixed load: ${kind}`, p50, p95, perSecond: requests / mixed.seconds };
    }),
    {
      measure:
        `mixed load: ${mixed.members} members for ${mixed.seconds.toFixed(0)} s, ` +
        `${mixed.requests} requests; errors: ${mixed.serverErrors} 5xx, ` +
        `${mixed.networkErrors} no answer, ${mixed.otherErrors} other; ` +
        `${mixed.limited} 429 from a member’s own limit`,
      perSecond: mixed.perSecond,
      goal: 'no 5xx, unanswered or other errors',
      met: mixedFailures === 0,
    },
  ];
}
