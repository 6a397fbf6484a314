import { migrate } from '@dating/server';
import {
  createTestDatabase,
  startTestInfrastructure,
  type TestDatabase,
  type TestInfrastructure,
} from '@dating/testing';
import { migrations } from '../src/migrations';
import { SearchMembers1763700400000 } from '../src/migrations/1763700400000-search-members';
import { ActivityAndFilters1765400000000 } from '../src/migrations/1765400000000-activity-and-filters';
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

it('gives members who joined before the search filters their copies, photo 1 and last active time', async () => {
  const before = migrations.indexOf(ActivityAndFilters1765400000000);
  await migrateTo(before);
  await database.query(
    `INSERT INTO user_info (user_id, name, birthdate, country, create_user, create_process,
                            create_datetime)
     VALUES (4, 'Somchai', '1988-01-01', 'Thailand', 'seed', 'seed', '2025-01-02 03:04:05+00'),
            (5, 'Kari', '1991-01-01', 'Norway', 'seed', 'seed', '2025-02-03 04:05:06+00')`,
  );
  await database.query(
    `INSERT INTO user_sys_ref (user_id, ref_table_code, ref_code, create_user, create_process)
     VALUES (4, 'KIDS', 'WANT', 'seed', 'seed'), (4, 'RELIGION', 'BUDDHIST', 'seed', 'seed'),
            (4, 'EDUCATION', 'MASTER', 'seed', 'seed'), (5, 'FOOD', 'THAI', 'seed', 'seed')`,
  );
  await database.query(
    `INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, create_user, create_process)
     VALUES (4, 1, 'image/webp', gen_random_uuid(), 1000, 'seed', 'seed'),
            (5, 2, 'image/webp', gen_random_uuid(), 1000, 'seed', 'seed')`,
  );

  expect(await migrateTo(before + 1)).toEqual(['ActivityAndFilters1765400000000']);
  expect(
    await database.query(
      `SELECT user_id, has_photo, kids, religion, education, show_activity,
              last_active_at = create_datetime AS active_when_joined
         FROM user_info WHERE user_id IN (4, 5) ORDER BY user_id`,
    ),
  ).toEqual([
    {
      user_id: 4,
      has_photo: true,
      kids: 'WANT',
      religion: 'BUDDHIST',
      education: 'MASTER',
      show_activity: true,
      active_when_joined: true,
    },
    {
      user_id: 5,
      has_photo: false,
      kids: null,
      religion: null,
      education: null,
      show_activity: true,
      active_when_joined: true,
    },
  ]);

  // From then on photo 1 keeps has_photo up to date, whichever way it comes and goes.
  await database.query('UPDATE user_img SET img_seq = 1 WHERE user_id = 5');
  await database.query('DELETE FROM user_img WHERE user_id = 4');
  expect(
    await database.query(
      'SELECT user_id, has_photo FROM user_info WHERE user_id IN (4, 5) ORDER BY user_id',
    ),
  ).toEqual([
    { user_id: 4, has_photo: false },
    { user_id: 5, has_photo: true },
  ]);
});
