import { randomBytes } from 'node:crypto';
import pg from 'pg';

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onDatabase<T>(
  serverUrl: string,
  database: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const onServer = <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) =>
  onDatabase(serverUrl, 'postgres', work);

export interface TestDatabase {
  name: string;
  /** Reads or changes the database directly, to see or stage what the service stored. */
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file; dropped (with its connections) at the end. */
export async function createTestDatabase(serverUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `test_${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    query: <Row extends object>(sql: string, params: unknown[] = []) =>
      onDatabase(serverUrl, name, async (client) => (await client.query<Row>(sql, params)).rows),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}
