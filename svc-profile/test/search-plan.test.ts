import { dataSourceOptions } from '@dating/server';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { DataSource } from 'typeorm';
import { birthdateRange } from '../src/cards/birthdate-range';
import { CardsRepository, type SearchQuery } from '../src/cards/cards.repository';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { sql } from './fixtures';

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

const query = (overrides: Partial<SearchQuery>): SearchQuery => ({
  callerId: 17,
  gender: 'ALL',
  born: birthdateRange(25, 35),
  after: null,
  limit: 25,
  ...overrides,
});

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  // 5,000 members: four genders, ages 18 to 80, one in ten hidden, a photo for most.
  await sql(
    profile,
    `INSERT INTO user_info (user_id, name, birthdate, country, gender, active_flag,
                            create_user, create_process, create_datetime)
     SELECT n, 'Member ' || n, current_date - (18 * 365 + (n * 7919) % (62 * 365)),
            'Thailand', (ARRAY['M', 'F', 'LB', 'TG'])[1 + n % 4],
            CASE WHEN n % 10 = 0 THEN 'N' ELSE 'Y' END,
            'seed', 'seed', now() - n * interval '1 minute'
       FROM generate_series(1, 5000) AS n`,
  );
  await sql(
    profile,
    `INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, create_user, create_process)
     SELECT n, 1, 'image/webp', gen_random_uuid(), 1000, 'seed', 'seed'
       FROM generate_series(1, 5000) AS n WHERE n % 3 <> 0`,
  );
  // One in twenty has the verified-photo badge.
  await sql(profile, 'UPDATE user_info SET photo_verified = true WHERE user_id % 20 = 1');
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
});

afterAll(async () => {
  await dataSource?.destroy();
  await profile?.stop();
});

describe('the search query plan (5,000 members, analysed)', () => {
  it('reads all genders newest first from user_info_visible_newest_idx, birthdates in the index', async () => {
    for (const after of [null, { created: new Date().toISOString(), userId: 2500 }]) {
      const scans = userInfoScans(await plan(query({ after })));
      expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
        ['Index Scan', 'user_info_visible_newest_idx'],
      ]);
      expect(scans[0]?.['Index Cond']).toContain('birthdate');
    }
  });

  it('reads one gender from user_info_visible_gender_newest_idx, also past a cursor', async () => {
    for (const gender of ['M', 'F', 'LB', 'TG'] as const) {
      for (const after of [null, { created: new Date().toISOString(), userId: 2500 }]) {
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

  it('reads verified members only from the verified indexes, with and without a gender', async () => {
    for (const [gender, index] of [
      ['ALL', 'user_info_verified_newest_idx'],
      ['F', 'user_info_verified_gender_newest_idx'],
    ] as const) {
      // Few members are verified: the planner may read the partial index as a bitmap.
      const steps = await plan(query({ gender, verifiedOnly: true, born: birthdateRange(18, 99) }));
      expect(steps.map((node) => node['Index Name'])).toContain(index);
      expect(userInfoScans(steps).map((node) => node['Node Type'])).not.toContain('Seq Scan');
    }
  });
});

describe("the home page's newest members with a photo (5,000 members, analysed)", () => {
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
