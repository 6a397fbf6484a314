import pg from 'pg';
import { databaseUrl } from '@dating/server';
import { createTestDatabase, type TestDatabase } from '../src/database';
import { startTestInfrastructure, type TestInfrastructure } from '../src/infrastructure';

let infra: TestInfrastructure;

beforeAll(async () => {
  infra = await startTestInfrastructure();
});

afterAll(() => infra?.stop());

async function asRole<T>(
  database: TestDatabase,
  name: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(database.serviceUrl, name) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('a test database', () => {
  it('is entered with a role of its own, as a service is in production, and goes with it', async () => {
    const mine = await createTestDatabase(infra.databaseUrl, 'harness');
    const theirs = await createTestDatabase(infra.databaseUrl, 'harness');
    try {
      const user = await asRole(mine, mine.name, async (client) => {
        await client.query('CREATE TABLE note (body text)');
        await client.query(`INSERT INTO note VALUES ('hello')`);
        return (await client.query<{ user: string }>('SELECT current_user AS user')).rows[0];
      });
      expect(user).toEqual({ user: mine.name });
      expect(await mine.query('SELECT body FROM note')).toEqual([{ body: 'hello' }]);
      await expect(asRole(mine, theirs.name, (client) => client.query('SELECT 1'))).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await Promise.all([mine.drop(), theirs.drop()]);
    }
    const admin = new pg.Client({ connectionString: databaseUrl(infra.databaseUrl, 'postgres') });
    await admin.connect();
    const left = await admin.query(
      `SELECT datname FROM pg_database WHERE datname = $1
       UNION ALL SELECT rolname FROM pg_roles WHERE rolname = $1`,
      [mine.name],
    );
    await admin.end();
    expect(left.rows).toEqual([]);
  });
});
