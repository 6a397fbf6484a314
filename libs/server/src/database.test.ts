import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  dataSourceOptions,
  migrate,
  onDatabase,
  poolSettings,
  provisionDatabase,
  serviceRole,
  warmPool,
} from './database';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** A service's login on the test server: a role named after it, unique to this run. */
function serviceLogin(service: string) {
  const suffix = randomBytes(4).toString('hex');
  const role = `${serviceRole(service)}_${suffix}`;
  const password = randomBytes(12).toString('base64url');
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  return {
    role,
    password,
    serviceUrl: url.toString(),
    database: `test_${serviceRole(service)}_${suffix}`,
  };
}
type ServiceLogin = ReturnType<typeof serviceLogin>;

const asAdmin = <T>(database: string, work: (client: pg.Client) => Promise<T>) =>
  onDatabase(adminUrl, database, work);

async function failureCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  throw new Error('expected a refusal');
}

const provision = (login: ServiceLogin) =>
  provisionDatabase({ adminUrl, serviceUrl: login.serviceUrl, database: login.database });

const made: ServiceLogin[] = [];

function newLogin(service: string): ServiceLogin {
  const login = serviceLogin(service);
  made.push(login);
  return login;
}

afterAll(async () => {
  await asAdmin('postgres', async (admin) => {
    for (const { database, role } of made) {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS "${role}"`);
    }
  });
});

describe('serviceRole', () => {
  it('is the service name as a Postgres identifier', () => {
    expect(serviceRole('svc-auth')).toBe('svc_auth');
    expect(serviceRole('svc-profile')).toBe('svc_profile');
  });
});

describe('provisionDatabase', () => {
  it("gives each service a role that owns its database and cannot enter another's", async () => {
    const auth = newLogin('svc-auth');
    const profile = newLogin('svc-profile');
    await Promise.all([provision(auth), provision(profile)]);

    await onDatabase(auth.serviceUrl, auth.database, async (client) => {
      await client.query('CREATE TABLE signing_key (kid text PRIMARY KEY)');
      await client.query(`INSERT INTO signing_key VALUES ('k1')`);
    });
    const owners = await asAdmin(auth.database, async (admin) => {
      const database = await admin.query<{ owner: string }>(
        `SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1`,
        [auth.database],
      );
      const table = await admin.query<{ owner: string }>(
        `SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'signing_key'`,
      );
      return [database.rows[0]?.owner, table.rows[0]?.owner];
    });
    expect(owners).toEqual([auth.role, auth.role]);

    const refused = onDatabase(profile.serviceUrl, auth.database, (client) =>
      client.query('SELECT kid FROM signing_key'),
    );
    // insufficient_privilege: CONNECT is revoked from PUBLIC on every service database.
    expect(await failureCode(refused)).toBe('42501');
  });

  it('lets no other role create in the public schema', async () => {
    const billing = newLogin('svc-billing');
    await provision(billing);
    const privileges = await asAdmin(billing.database, async (admin) => {
      const result = await admin.query<{ public_create: boolean; owner_create: boolean }>(
        `SELECT has_schema_privilege('public', 'public', 'CREATE') AS public_create,
                has_schema_privilege($1, 'public', 'CREATE') AS owner_create`,
        [billing.role],
      );
      return result.rows[0];
    });
    expect(privileges).toEqual({ public_create: false, owner_create: true });
  });

  it('is idempotent when processes race, and keeps the role and its tables', async () => {
    const interest = newLogin('svc-interest');
    await Promise.all([provision(interest), provision(interest), provision(interest)]);
    await onDatabase(interest.serviceUrl, interest.database, (client) =>
      client.query('CREATE TABLE interest (id int)'),
    );
    await provision(interest);
    const tables = await onDatabase(interest.serviceUrl, interest.database, (client) =>
      client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`),
    );
    expect(tables.rows).toEqual([{ tablename: 'interest' }]);
  });

  it('hands over the tables a superuser made before the service had a role', async () => {
    const profile = newLogin('svc-profile');
    await asAdmin('postgres', (admin) => admin.query(`CREATE DATABASE "${profile.database}"`));
    await asAdmin(profile.database, (admin) =>
      admin.query('CREATE TABLE user_info (user_id serial PRIMARY KEY, name text)'),
    );
    await provision(profile);
    const rows = await onDatabase(profile.serviceUrl, profile.database, async (client) => {
      await client.query('ALTER TABLE user_info ADD COLUMN gender text');
      await client.query(`INSERT INTO user_info (name) VALUES ('Malee')`);
      return (await client.query('SELECT user_id, name, gender FROM user_info')).rows;
    });
    expect(rows).toEqual([{ user_id: 1, name: 'Malee', gender: null }]);
  });

  it('refuses to make a superuser the service role', async () => {
    const superuser = new URL(adminUrl);
    superuser.password = 'any-password';
    const database = `test_superuser_${randomBytes(4).toString('hex')}`;
    await expect(
      provisionDatabase({ adminUrl, serviceUrl: superuser.toString(), database }),
    ).rejects.toThrow(`DATABASE_URL logs in as ${superuser.username}, a superuser`);
  });
});

describe('migrate', () => {
  it('provisions with the admin URL, then migrates as the service role', async () => {
    const auth = newLogin('svc-auth');
    class CreateLogin1700000000000 implements MigrationInterface {
      name = 'CreateLogin1700000000000';
      async up(runner: QueryRunner): Promise<void> {
        await runner.query('CREATE TABLE user_login (user_id serial PRIMARY KEY)');
      }
      async down(runner: QueryRunner): Promise<void> {
        await runner.query('DROP TABLE user_login');
      }
    }
    const applied = await migrate({
      adminUrl,
      serverUrl: auth.serviceUrl,
      database: auth.database,
      entities: [],
      migrations: [CreateLogin1700000000000],
    });
    expect(applied).toEqual(['CreateLogin1700000000000']);
    const owners = await asAdmin(auth.database, async (admin) => {
      const result = await admin.query<{ tableowner: string }>(
        `SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`,
      );
      return result.rows.map((row) => row.tableowner);
    });
    expect(owners).toEqual([auth.role]);
  });
});

describe('warmPool', () => {
  it("opens the pool's lasting connections before the first request needs them", async () => {
    const login = newLogin('svc-warm');
    await provision(login);
    const dataSource = new DataSource(
      dataSourceOptions({ serverUrl: login.serviceUrl, database: login.database, entities: [] }),
    );
    await dataSource.initialize();
    const connections = () =>
      asAdmin('postgres', async (admin) => {
        const { rows } = await admin.query<{ count: string }>(
          'SELECT count(*) FROM pg_stat_activity WHERE datname = $1',
          [login.database],
        );
        return Number(rows[0]?.count);
      });
    try {
      await warmPool(dataSource);
      expect(await connections()).toBe(poolSettings.min);
    } finally {
      await dataSource.destroy();
    }
  });
});
