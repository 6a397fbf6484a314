import { spawnSync } from 'node:child_process';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { Buckets, ObjectStorage } from '@dating/server';
import { createTestDatabase } from '../src/database';
import { startTestInfrastructure, type TestInfrastructure } from '../src/infrastructure';
import { freePort } from '../src/net';
import { thisMachine, type Machine } from '../src/sources';

let infra: TestInfrastructure;

beforeAll(async () => {
  infra = await startTestInfrastructure();
});

afterAll(() => infra?.stop());

describe('the test infrastructure', () => {
  it('gives each test file its own Postgres database and drops it afterwards', async () => {
    const database = await createTestDatabase(infra.databaseUrl, 'harness');
    const url = new URL(infra.databaseUrl);
    url.pathname = `/${database.name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    expect((await client.query('SELECT current_database() AS name')).rows[0]).toEqual({
      name: database.name,
    });
    await client.end();
    await database.drop();
    const admin = new pg.Client({
      connectionString: infra.databaseUrl.replace(/\/?$/, '/postgres'),
    });
    await admin.connect();
    const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database.name]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  });

  it('gives a working NATS with request and reply', async () => {
    const connection = await connect({ servers: infra.natsUrl });
    connection.subscribe('harness.echo', {
      callback: (_error, message) => {
        message.respond(message.data);
      },
    });
    const reply = await connection.request('harness.echo', 'ping', { timeout: 2000 });
    expect(reply.string()).toBe('ping');
    await connection.close();
  });

  it('gives S3-compatible object storage', async () => {
    const storage = new ObjectStorage({
      S3_ENDPOINT: infra.s3.endpoint,
      S3_ACCESS_KEY: infra.s3.accessKey,
      S3_SECRET_KEY: infra.s3.secretKey,
      S3_REGION: 'us-east-1',
    });
    await storage.ensureBuckets();
    await storage.put(Buckets.photos, 'harness/hello.txt', Buffer.from('hello'), 'text/plain', {
      uploader: '42',
    });
    const stored = await storage.stat(Buckets.photos, 'harness/hello.txt');
    expect(stored).toMatchObject({
      size: 5,
      contentType: 'text/plain',
      metadata: expect.objectContaining({ uploader: '42' }),
    });
    expect(stored?.lastModified).toBeInstanceOf(Date);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(Buckets.photos, 'harness/hello.txt'))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await storage.remove(Buckets.photos, 'harness/hello.txt', 'harness/never-stored.txt');
    expect(await storage.stat(Buckets.photos, 'harness/hello.txt')).toBeNull();
    expect(await storage.isReachable()).toBe(true);
    const nowhere = new ObjectStorage({
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_ACCESS_KEY: infra.s3.accessKey,
      S3_SECRET_KEY: infra.s3.secretKey,
      S3_REGION: 'us-east-1',
    });
    expect(await nowhere.isReachable()).toBe(false);
  });
});

/** The process ids of the nats-servers this test process runs. */
function natsServersOfThisProcess(): string[] {
  const ps = spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  expect(ps.status).toBe(0);
  return ps.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'nats-server')
    .map(([pid]) => pid ?? '');
}

describe('a test infrastructure that cannot be had whole', () => {
  // This machine without any Postgres: the private nats-server and the in-process store start.
  const withoutPostgres: Machine = {
    ...thisMachine,
    env: {},
    listening: async () => false,
    dockerAvailable: async () => false,
  };

  it('runs a private nats-server of this process while it is up', async () => {
    const before = natsServersOfThisProcess();
    // A Postgres named by the environment is taken as it is: nothing connects to this one.
    const whole = await startTestInfrastructure({
      machine: { ...withoutPostgres, env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1' } },
    });
    try {
      expect(natsServersOfThisProcess()).toHaveLength(before.length + 1);
    } finally {
      await whole.stop();
    }
    expect(natsServersOfThisProcess()).toEqual(before);
  });

  it('stops what it started, the nats-server too, and names the part that failed', async () => {
    const before = natsServersOfThisProcess();
    await expect(startTestInfrastructure({ machine: withoutPostgres })).rejects.toThrow(
      'Could not start postgres: No Postgres for tests',
    );
    expect(natsServersOfThisProcess()).toEqual(before);
  });
});
