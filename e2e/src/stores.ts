import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type ScannedDatabase } from '@dating/testing';

/*
 * The stores of the portal the global setup started, as its launcher leaves them in DATA_DIR:
 * an embedded Postgres with a login per service, and the folders of its nats-server and object
 * store.
 */

const serviceDatabases = {
  'svc-auth': 'auth',
  'svc-profile': 'profile',
  'svc-interest': 'interest',
  'svc-billing': 'billing',
} as const;

export type BackendService = keyof typeof serviceDatabases;
export const backendServices = Object.keys(serviceDatabases) as BackendService[];

function dataDir(): string {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder)
    throw new Error('E2E_DATA_DIR is not set: the global setup did not start the portal');
  return folder;
}

/** The service's own login to its database: its role's password is in pg-roles/. */
function databaseUrl(service: BackendService): string {
  // The server's port is the fourth line of its postmaster.pid.
  const port = readFileSync(path.join(dataDir(), 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
  const role = service.replace('-', '_');
  const password = readFileSync(path.join(dataDir(), 'pg-roles', role), 'utf8').trim();
  return `postgres://${role}:${encodeURIComponent(password)}@127.0.0.1:${port}/${serviceDatabases[service]}`;
}

/** A service's database, one connection per query. */
export function serviceDatabase(service: BackendService): ScannedDatabase {
  return {
    async query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
      const client = new pg.Client({ connectionString: databaseUrl(service) });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/** Where nats-server keeps its streams on disk. */
export const natsStoreFolder = () => path.join(dataDir(), 'nats');

/** Where the object store keeps its buckets on disk. */
export const objectStoreFolder = () => path.join(dataDir(), 's3');
