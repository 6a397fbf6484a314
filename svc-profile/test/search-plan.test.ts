import { dataSourceOptions } from '@dating/server';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { DataSource } from 'typeorm';
import { birthdateRange } from '../src/cards/birthdate-range';
import {
  CardsRepository,
  type SearchFilters,
  type SearchQuery,
} from '../src/cards/cards.repository';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { sql } from './fixtures';

const memberCount = 100_000;

let profile: ServiceUnderTest<ProfileConfig>;
let dataSource: DataSource;
let cards: CardsRepository;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The planner's choice for the statement search runs, on the seeded and analysed table. */
async function plan(query: SearchQuery): Promise<PlanNode[]> {
  return explain(cards.searchStatement(query));
}

async function explain([statement, parameters]: [string, unknown[]]): Promise<PlanNode[]> {
  const [row] = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    profile,
    `EXPLAIN (FORMAT JSON) ${statement}`,
    parameters,
  );
  if (!row) throw new Error('EXPLAIN gave no plan');
  return nodes(row['QUERY PLAN'][0].Plan);
}

const userInfoScans = (plan: PlanNode[]) =>
  plan.filter((node) => node['Relation Name'] === 'user_info');

const indexReads = ['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'];

/** A search for all genders reads each gender's index entries and those of members without one. */
const allGenderScans = 5;

const query = (overrides: Partial<SearchQuery>): SearchQuery => ({
  callerId: 17,
  gender: 'ALL',
  born: birthdateRange(25, 35),
  sort: 'newest',
  after: null,
  limit: 25,
  ...overrides,
});

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  // Photo 1 for two in three, stored first so user_info's insert trigger sets has_photo.
  await sql(
    profile,
    `INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, create_user, create_process)
     SELECT n, 1, 'image/webp', gen_random_uuid(), 1000, 'seed', 'seed'
       FROM generate_series(1, ${memberCount}) AS n WHERE n % 3 <> 0`,
  );
  // Four genders (a few members without one), ages 18 to 80, one in ten hidden, two countries,
  // one in twenty verified, the KIDS, RELIGION and EDUCATION codes spread, active over the last
  // two weeks.
  await sql(
    profile,
    `INSERT INTO user_info (user_id, name, birthdate, country, gender, active_flag, photo_verified,
                            kids, religion, education, last_active_at,
                            create_user, create_process, create_datetime)
     SELECT n, 'Member ' || n, current_date - (18 * 365 + (n * 7919) % (62 * 365)),
            (ARRAY['Thailand', 'Norway'])[1 + n % 2], CASE WHEN n % 1000 <> 999 THEN (ARRAY['M', 'F', 'LB', 'TG'])[1 + n % 4] END,
            CASE WHEN n % 10 = 0 THEN 'N' ELSE 'Y' END, n % 20 = 1,
            (ARRAY['WANT', 'NO', 'MORE', 'ENOUGH', 'UNSURE'])[1 + n % 5],
            (ARRAY['BUDDHIST', 'CHRISTIAN', 'MUSLIM', 'OTHER', 'NONE'])[1 + (n / 5) % 5],
            (ARRAY['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'BACHELOR', 'MASTER'])[1 + (n / 25) % 5],
            now() - ((n * 37) % 20000) * interval '1 minute',
            'seed', 'seed', now() - n * interval '1 minute'
       FROM generate_series(1, ${memberCount}) AS n`,
  );
  await sql(profile, 'ANALYZE user_info');
  await sql(profile, 'ANALYZE user_img');
  dataSource = await new DataSource(
    dataSourceOptions({
      serverUrl: profile.infra.databaseUrl,
      database: profile.database.name,
      entities: profileService.entities,
    }),
  ).initialize();
  cards = new CardsRepository(dataSource);
}, 180_000);

afterAll(async () => {
  await dataSource?.destroy();
  await profile?.stop();
});

describe('the search query plan (100,000 members, analysed)', () => {
  it('reads all genders newest first as one index scan per gender (and none), merged, birthdates in the index', async () => {
    for (const after of [
      null,
      { sort: 'newest', key: new Date().toISOString(), userId: 2500 } as const,
    ]) {
      const steps = await plan(query({ after }));
      const scans = userInfoScans(steps);
      expect(scans).toHaveLength(allGenderScans);
      for (const scan of scans) {
        expect(scan['Node Type']).toBe('Index Scan');
        expect(scan['Index Cond']).toContain('birthdate');
      }
      expect(steps.map((node) => node['Node Type'])).toContain('Merge Append');
    }
  });

  it('reads one gender from user_info_visible_gender_newest_idx, also past a cursor', async () => {
    for (const gender of ['M', 'F', 'LB', 'TG'] as const) {
      for (const after of [
        null,
        { sort: 'newest', key: new Date().toISOString(), userId: 2500 } as const,
      ]) {
        const scans = userInfoScans(
          await plan(query({ gender, after, born: birthdateRange(18, 99) })),
        );
        expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
          ['Index Scan', 'user_info_visible_gender_newest_idx'],
        ]);
        expect(scans[0]?.['Index Cond']).toContain('gender');
      }
    }
  });

  it('reads verified members only from the verified index, with and without a gender', async () => {
    for (const gender of ['ALL', 'F'] as const) {
      // Few members are verified: the planner may read the partial index as a bitmap.
      const steps = await plan(query({ gender, verifiedOnly: true, born: birthdateRange(18, 99) }));
      expect(steps.map((node) => node['Index Name'])).toContain(
        'user_info_verified_gender_newest_idx',
      );
      expect(userInfoScans(steps).map((node) => node['Node Type'])).not.toContain('Seq Scan');
    }
  });
});

/** Every combination of the six filters, each with a value that some members have. */
function filterCombinations(): SearchFilters[] {
  const each: SearchFilters[] = [
    { country: 'Norway' },
    { hasPhoto: true },
    { verifiedOnly: true },
    { kids: 'MORE' },
    { religion: 'MUSLIM' },
    { education: 'MASTER' },
  ];
  return Array.from({ length: 2 ** each.length }, (_, mask) =>
    Object.assign({}, ...each.filter((_, bit) => mask & (1 << bit))),
  );
}

describe('every filter combination in either order (100,000 members, analysed)', () => {
  it('reads user_info through an index, never a sequential scan', async () => {
    const combinations = filterCombinations();
    expect(combinations).toHaveLength(64);
    const tableReads: string[] = [];
    for (const sort of ['newest', 'active'] as const) {
      for (const gender of ['ALL', 'F', 'M'] as const) {
        for (const filters of combinations) {
          const scans = userInfoScans(await plan(query({ sort, gender, ...filters })));
          const expected = gender === 'ALL' ? allGenderScans : 1;
          if (
            scans.length !== expected ||
            !scans.every((node) => indexReads.includes(node['Node Type']))
          )
            tableReads.push(JSON.stringify({ sort, gender, ...filters }));
        }
      }
    }
    expect(tableReads).toEqual([]);
  }, 180_000);

  it('reads the most recently active from the active index, also past a cursor', async () => {
    for (const gender of ['ALL', 'M'] as const) {
      for (const after of [
        null,
        { sort: 'active', key: new Date().toISOString(), userId: 2500 } as const,
      ]) {
        const scans = userInfoScans(await plan(query({ gender, sort: 'active', after })));
        // For all genders, the members without one come last: few, read by either gender index.
        const genderless = gender === 'ALL' ? scans.pop() : undefined;
        expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual(
          Array.from({ length: gender === 'ALL' ? allGenderScans - 1 : 1 }, () => [
            'Index Scan',
            'user_info_visible_gender_active_idx',
          ]),
        );
        if (genderless) expect(indexReads).toContain(genderless['Node Type']);
      }
    }
  });
});

describe('the prepared search as Postgres plans it once it runs often: generically', () => {
  /** The plan of the statement's generic plan, whatever values it is later run with. */
  async function genericPlan([statement, parameters]: [string, unknown[]]): Promise<PlanNode[]> {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await runner.query(`PREPARE generic_search AS ${statement}`);
      // EXECUTE takes its values as literals; a generic plan does not look at them anyway.
      const literals = parameters.map((value) =>
        value === null || value === undefined
          ? 'NULL'
          : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`,
      );
      const [row] = (await runner.query(
        `EXPLAIN (FORMAT JSON) EXECUTE generic_search(${literals.join(', ')})`,
      )) as { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
      if (!row) throw new Error('EXPLAIN gave no plan');
      return nodes(row['QUERY PLAN'][0].Plan);
    } finally {
      await runner.query('DEALLOCATE generic_search').catch(() => undefined);
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it('reads only the members without a gender for their branch, in either order, never the whole visible index', async () => {
    for (const sort of ['newest', 'active'] as const) {
      const scans = userInfoScans(await genericPlan(cards.searchStatement(query({ sort }))));
      expect(scans).toHaveLength(allGenderScans);
      // Their own index (the partial one), or a gender index keyed on gender IS NULL: either
      // reads their few entries alone. Which one the planner picks rests on ANALYZE's sample.
      const genderless = scans.pop();
      const readsOnlyThem =
        genderless?.['Index Name']?.startsWith('user_info_visible_genderless_') === true ||
        (genderless?.['Index Cond'] ?? '').includes('gender IS NULL');
      expect({ scan: genderless, readsOnlyThem }).toMatchObject({ readsOnlyThem: true });
      expect(indexReads).toContain(genderless?.['Node Type']);
      expect(scans.map((scan) => scan['Index Name'])).toEqual(
        Array(allGenderScans - 1).fill(`user_info_visible_gender_${sort}_idx`),
      );
    }
  });
});

describe("the home page's newest members with a photo (100,000 members, analysed)", () => {
  it('reads user_info_visible_newest_idx newest first, photo 1 by its key, no sort', async () => {
    const steps = await explain(cards.newestStatement({ limit: 8 }));
    expect(userInfoScans(steps).map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'user_info_visible_newest_idx'],
    ]);
    const photoScans = steps.filter((node) => node['Relation Name'] === 'user_img');
    expect(photoScans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(steps.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});
