import { type CategoryPageResult, type SearchGender, type SearchInput } from '@dating/contracts';
import { databaseUrl, dataSourceOptions } from '@dating/server';
import {
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { startGatewayUnderTest, type GatewayUnderTest } from '@dating/gateway/testing';
import { authService } from '@dating/svc-auth';
import { interestService } from '@dating/svc-interest';
import {
  CardsRepository,
  decodeCursor,
  profileService,
  searchQueryOf,
  type ProfileConfig,
  type SearchQuery,
} from '@dating/svc-profile';

// Search over a hundred thousand members: p50/p95 through the gateway (HTTP, a member's
// token, NATS, svc-profile, Postgres) next to the same statement run directly in Postgres.
// Prints what it measures; asserts no timings (DESIGN.md §8).

const memberCount = Number(process.env.BENCH_MEMBERS ?? 100000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
/** Seeded members' ids start above any account the bench registers. */
const firstSeededId = 1000000;

/** get-category's search body, as the search page sends it. */
type SearchBody = Omit<SearchInput, 'kind'>;

interface Scenario {
  label: string;
  filter: { gender_for: SearchGender; age_start: number; age_end: number } & Partial<
    Pick<
      SearchBody,
      'sort' | 'country' | 'has_photo' | 'verified_only' | 'kids' | 'religion' | 'education'
    >
  >;
  page: number;
}

const scenarios: Scenario[] = [
  {
    label: 'ALL 18-99, page 1',
    filter: { gender_for: 'ALL', age_start: 18, age_end: 99 },
    page: 1,
  },
  {
    label: 'ALL 18-99, page 20',
    filter: { gender_for: 'ALL', age_start: 18, age_end: 99 },
    page: 20,
  },
  { label: 'F 25-35, page 1', filter: { gender_for: 'F', age_start: 25, age_end: 35 }, page: 1 },
  { label: 'F 25-35, page 5', filter: { gender_for: 'F', age_start: 25, age_end: 35 }, page: 5 },
  { label: 'M 40-60, page 1', filter: { gender_for: 'M', age_start: 40, age_end: 60 }, page: 1 },
  { label: 'TG 18-25, page 1', filter: { gender_for: 'TG', age_start: 18, age_end: 25 }, page: 1 },
  { label: 'LB 60-60, page 1', filter: { gender_for: 'LB', age_start: 60, age_end: 60 }, page: 1 },
  {
    label: 'ALL active, page 1',
    filter: { gender_for: 'ALL', age_start: 18, age_end: 99, sort: 'active' },
    page: 1,
  },
  {
    label: 'F active, page 5',
    filter: { gender_for: 'F', age_start: 25, age_end: 35, sort: 'active' },
    page: 5,
  },
  {
    label: 'ALL 5 filters, p1',
    filter: {
      gender_for: 'ALL',
      age_start: 18,
      age_end: 99,
      country: 'Norway',
      has_photo: true,
      kids: 'MORE',
      religion: 'MUSLIM',
      education: 'MASTER',
    },
    page: 1,
  },
  {
    label: 'M verified active',
    filter: {
      gender_for: 'M',
      age_start: 30,
      age_end: 50,
      verified_only: true,
      kids: 'WANT',
      sort: 'active',
    },
    page: 1,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i += 1) await work();
  const timings: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

let infra: TestInfrastructure;
let auth: ServiceUnderTest<{ DATABASE_NAME: string }>;
let profile: ServiceUnderTest<ProfileConfig>;
/** svc-profile asks it for the searcher's blocks on every search, as in production. */
let interest: ServiceUnderTest<{ DATABASE_NAME: string }>;
let gateway: GatewayUnderTest;
let dataSource: DataSource;
let direct: pg.Client;

/**
 * Members as the wizard leaves them: four genders, ages 18 to 90, 5% hidden, most with photo 1,
 * one in twenty verified, the KIDS, RELIGION and EDUCATION answers spread, active over a month.
 */
async function seed(): Promise<number> {
  const started = performance.now();
  const run = (text: string) => direct.query(text, [memberCount, firstSeededId]);
  await run(`
    INSERT INTO user_info (user_id, name, birthdate, country, caption, gender, active_flag,
                           photo_verified, kids, religion, education, last_active_at,
                           create_user, create_process, create_datetime)
    SELECT $2 + n, 'Member ' || n,
           current_date - (18 * 365 + (n * 7919) % (72 * 365)),
           CASE WHEN n % 2 = 0 THEN 'Thailand' ELSE 'Norway' END,
           CASE WHEN n % 5 = 0 THEN NULL ELSE 'Caption of member ' || n END,
           (ARRAY['M', 'F', 'F', 'M', 'LB', 'TG', 'F', 'M'])[1 + n % 8],
           CASE WHEN n % 20 = 0 THEN 'N' ELSE 'Y' END,
           n % 20 = 1,
           (ARRAY['WANT', 'NO', 'MORE', 'ENOUGH', 'UNSURE'])[1 + n % 5],
           (ARRAY['BUDDHIST', 'CHRISTIAN', 'MUSLIM', 'OTHER', 'NONE'])[1 + (n / 5) % 5],
           (ARRAY['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'BACHELOR', 'MASTER'])[1 + (n / 25) % 5],
           now() - ((n * 7919) % 43200) * interval '1 minute',
           'bench', 'bench', now() - (n * interval '17 seconds')
      FROM generate_series(1, $1::int) AS n`);
  await run(`
    INSERT INTO user_sys_ref (user_id, ref_table_code, ref_code, create_user, create_process)
    SELECT user_id, 'GENDER', gender, 'bench', 'bench' FROM user_info
     WHERE user_id > $2 AND user_id <= $2 + $1::int`);
  await run(`
    INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, create_user, create_process)
    SELECT $2 + n, 1, 'image/webp', gen_random_uuid(), 40000, 'bench', 'bench'
      FROM generate_series(1, $1::int) AS n WHERE n % 3 <> 0`);
  await direct.query('ANALYZE user_info');
  await direct.query('ANALYZE user_sys_ref');
  await direct.query('ANALYZE user_img');
  return performance.now() - started;
}

beforeAll(async () => {
  infra = await startTestInfrastructure();
  auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'bench-admin-password' },
  });
  profile = await startServiceUnderTest(profileService, { infra });
  interest = await startServiceUnderTest(interestService, { infra });
  direct = new pg.Client({
    connectionString: databaseUrl(infra.databaseUrl, profile.database.name),
  });
  await direct.connect();
  dataSource = await new DataSource(
    dataSourceOptions({
      serverUrl: infra.databaseUrl,
      database: profile.database.name,
      entities: profileService.entities,
    }),
  ).initialize();
  // The gateway as deployed: sessions verified with svc-auth at most every 10 s.
  gateway = await startGatewayUnderTest(infra, { SESSION_CACHE_MS: '10000', LOG_LEVEL: 'warn' });
});

afterAll(async () => {
  await gateway?.close();
  await dataSource?.destroy();
  await direct?.end();
  await interest?.stop();
  await profile?.stop();
  await auth?.stop();
  await infra?.stop();
});

it(`search over ${memberCount} members: gateway vs Postgres, ${requests} sequential requests each`, async () => {
  const seededMs = await seed();
  const { token, userId } = await gateway.register('benchsearcher');
  const cards = new CardsRepository(dataSource);
  const [cursorKey] = await dataSource.query<{ secret: Buffer }[]>(
    'SELECT secret FROM search_cursor_key WHERE id = 1',
  );
  if (!cursorKey) throw new Error('search_cursor_key has no key');

  const ask = async (body: SearchBody): Promise<CategoryPageResult> => {
    const answer = await gateway.call('POST', '/api/get-category', { body, token });
    if (answer.status !== 200) throw new Error(`get-category answered ${answer.status}`);
    return answer.body as unknown as CategoryPageResult;
  };

  /** What svc-profile hands to Postgres for this input (CardsService.search's query). */
  const queryOf = (input: SearchBody): SearchQuery => {
    const sort = input.sort ?? 'newest';
    const after =
      input.cursor === undefined ? null : decodeCursor(cursorKey.secret, input.cursor, sort);
    return searchQueryOf({ ...input, kind: 'search', user_id: userId }, sort, after);
  };

  const lines: string[] = [
    `seeded ${memberCount} members in ${(seededMs / 1000).toFixed(1)} s`,
    `${'search'.padEnd(20)} ${'gateway p50/p95 ms'.padStart(20)} ${'SQL p50/p95 ms'.padStart(16)} ${'ratio p50'.padStart(10)}  plan`,
  ];
  for (const scenario of scenarios) {
    let input: SearchBody = { user_id: userId, ...scenario.filter };
    for (let page = 1; page < scenario.page; page += 1) {
      const cursor = (await ask(input)).next_cursor;
      if (!cursor) throw new Error(`${scenario.label}: no page ${page + 1}`);
      input = { ...input, cursor };
    }
    const [statement, parameters] = cards.searchStatement(queryOf(input));
    const viaGateway = await timed(() => ask(input));
    const inPostgres = await timed(() => direct.query(statement, parameters));

    const explained = await direct.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement}`,
      parameters,
    );
    const root = explained.rows[0]?.['QUERY PLAN'][0].Plan;
    const scans = root ? userInfoScans(root) : [];
    const blocks = scans.reduce(
      (sum, scan) => sum + (scan['Shared Hit Blocks'] ?? 0) + (scan['Shared Read Blocks'] ?? 0),
      0,
    );
    const reads = [
      ...new Set(scans.map((scan) => `${scan['Node Type']} ${scan['Index Name'] ?? ''}`.trim())),
    ];
    const plan = scans.length
      ? `${scans.length} read(s): ${reads.join(' / ')}, ${blocks} blocks`
      : 'no scan of user_info';
    const gatewayMs = `${viaGateway.p50.toFixed(2)} / ${viaGateway.p95.toFixed(2)}`;
    const sqlMs = `${inPostgres.p50.toFixed(2)} / ${inPostgres.p95.toFixed(2)}`;
    const ratio = `${(viaGateway.p50 / inPostgres.p50).toFixed(1)}x`;
    lines.push(
      `${scenario.label.padEnd(20)} ${gatewayMs.padStart(20)} ${sqlMs.padStart(16)} ${ratio.padStart(10)}  ${plan}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** Every read of user_info in the plan: one, or one per gender for a search of all. */
function userInfoScans(node: PlanNode): PlanNode[] {
  const own = node['Relation Name'] === 'user_info' ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(userInfoScans)];
}
