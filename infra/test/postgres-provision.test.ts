import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { databaseUrl } from '@dating/server';

// infra/postgres/provision.sh, compose's provisioning step, run with psql against the test
// Postgres: each role owns its database, and no other role may enter it.

const run = promisify(execFile);
const script = path.resolve(__dirname, '..', 'postgres', 'provision.sh');
const adminUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
const suffix = randomBytes(4).toString('hex');
const serviceLogin = (name: string) => ({
  role: `test_svc_${name}_${suffix}`,
  database: `test_${name}_${suffix}`,
  password: randomBytes(12).toString('hex'),
});
const auth = serviceLogin('auth');
const profile = serviceLogin('profile');
const services = [auth, profile];

function provision(): Promise<unknown> {
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    PGHOST: adminUrl.hostname,
    PGPORT: adminUrl.port || '5432',
    PGUSER: decodeURIComponent(adminUrl.username),
    PGPASSWORD: decodeURIComponent(adminUrl.password),
    DATABASES: services.map(({ role, database }) => `${role}:${database}`).join(' '),
  };
  for (const { role, password } of services) env[`${role.toUpperCase()}_DB_PASSWORD`] = password;
  return run('sh', [script], { env });
}

async function connected<T>(
  login: { role: string; password: string } | undefined,
  database: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const url = new URL(adminUrl);
  if (login) {
    url.username = login.role;
    url.password = login.password;
  }
  const client = new pg.Client({ connectionString: databaseUrl(url.toString(), database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('postgres/provision.sh', () => {
  beforeAll(provision);

  afterAll(async () => {
    await connected(undefined, 'postgres', async (admin) => {
      for (const { role, database } of services) {
        await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await admin.query(`DROP ROLE IF EXISTS "${role}"`);
      }
    });
  });

  it('gives each service a role owning its database, which no other role may enter', async () => {
    await connected(auth, auth.database, (client) =>
      client.query('CREATE TABLE signing_key (kid text PRIMARY KEY)'),
    );
    await expect(
      connected(profile, auth.database, (client) => client.query('SELECT * FROM signing_key')),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('runs again without harm, and hands over tables the superuser made', async () => {
    await connected(undefined, profile.database, (admin) =>
      admin.query('CREATE TABLE user_info (user_id serial PRIMARY KEY)'),
    );
    await provision();
    const owners = await connected(undefined, profile.database, async (admin) => {
      const result = await admin.query<{ tableowner: string }>(
        `SELECT tableowner FROM pg_tables WHERE schemaname = 'public'`,
      );
      return result.rows.map((row) => row.tableowner);
    });
    expect(owners).toEqual([profile.role]);
    await connected(profile, profile.database, (client) =>
      client.query('ALTER TABLE user_info ADD COLUMN name text'),
    );
  });
});
