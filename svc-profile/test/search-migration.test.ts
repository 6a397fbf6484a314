import { migrate } from '@dating/server';
import {
  createTestDatabase,
  startTestInfrastructure,
  type TestDatabase,
  type TestInfrastructure,
} from '@dating/testing';
import { migrations } from '../src/migrations';
import { SearchMembers1763700400000 } from '../src/migrations/1763700400000-search-members';
import { profileService } from '../src/service';

let infra: TestInfrastructure;
let database: TestDatabase;

const migrateTo = (count: number) =>
  migrate({
    serverUrl: infra.databaseUrl,
    database: database.name,
    entities: profileService.entities,
    migrations: migrations.slice(0, count),
  });

beforeAll(async () => {
  infra = await startTestInfrastructure();
  database = await createTestDatabase(infra.databaseUrl, 'svc-profile-migration');
});

afterAll(async () => {
  await database?.drop();
  await infra?.stop();
});

it("gives members who joined before search their GENDER choice as user_info's gender", async () => {
  await migrateTo(migrations.indexOf(SearchMembers1763700400000));
  await database.query(
    `INSERT INTO user_info (user_id, name, birthdate, country, create_user, create_process)
     VALUES (1, 'Malee', '1990-01-01', 'Thailand', 'seed', 'seed'),
            (2, 'Erik', '1985-01-01', 'Norway', 'seed', 'seed'),
            (3, 'Noi', '1992-01-01', 'Thailand', 'seed', 'seed')`,
  );
  await database.query(
    `INSERT INTO user_sys_ref (user_id, ref_table_code, ref_code, create_user, create_process)
     VALUES (1, 'GENDER', 'F', 'seed', 'seed'), (1, 'GENDER_FOR', 'M', 'seed', 'seed'),
            (2, 'GENDER', 'M', 'seed', 'seed'), (3, 'GENDER_FOR', 'M', 'seed', 'seed')`,
  );

  expect(await migrateTo(migrations.indexOf(SearchMembers1763700400000) + 1)).toEqual([
    'SearchMembers1763700400000',
  ]);
  expect(await database.query('SELECT user_id, gender FROM user_info ORDER BY user_id')).toEqual([
    { user_id: 1, gender: 'F' },
    { user_id: 2, gender: 'M' },
    { user_id: 3, gender: null },
  ]);
});
