import { randomBytes } from 'node:crypto';
import { onDatabase, provisionDatabase } from '@dating/server';

export interface TestDatabase {
  name: string;
  /** The server URL with this database's own role, as a service is given in DATABASE_URL. */
  serviceUrl: string;
  /** Reads or changes the database directly (as the superuser), to see or stage data. */
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

function withLogin(serverUrl: string, role: string, password: string): string {
  const url = new URL(serverUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/**
 * A fresh, empty database for one test file, provisioned as in production: owned by a role of
 * its own that only it may enter. Dropped (with its connections and its role) at the end.
 */
export async function createTestDatabase(serverUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `test_${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const serviceUrl = withLogin(serverUrl, name, randomBytes(18).toString('base64url'));
  await provisionDatabase({ adminUrl: serverUrl, serviceUrl, database: name });
  return {
    name,
    serviceUrl,
    query: <Row extends object>(sql: string, params: unknown[] = []) =>
      onDatabase(serverUrl, name, async (client) => (await client.query<Row>(sql, params)).rows),
    drop: () =>
      onDatabase(serverUrl, 'postgres', async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.query(`DROP ROLE IF EXISTS "${name}"`);
      }),
  };
}
