import { createHash } from 'node:crypto';
import pg from 'pg';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

export interface DatabaseOptions {
  /** Server URL from DATABASE_URL (the service's own role), without a database name. */
  serverUrl: string;
  database: string;
  // TypeORM's own types for entity and migration lists.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations?: MixedList<Function | string>;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** TypeORM settings shared by every service: migrations only, never `synchronize`. */
export function dataSourceOptions(options: DatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl(options.serverUrl, options.database),
    entities: options.entities,
    migrations: options.migrations ?? [],
    synchronize: false,
    migrationsRun: false,
    extra: poolSettings,
  };
}

/**
 * Connections kept open: a new one costs 50-150 ms on first use, more than a whole request.
 * `min` of them never close; those above it close after five idle minutes.
 */
export const poolSettings = {
  max: 10,
  min: 2,
  idleTimeoutMillis: 300_000,
  connectionTimeoutMillis: 5000,
};

/** Opens the pool's `min` connections at start, so the first requests do not pay for them. */
export async function warmPool(dataSource: DataSource): Promise<void> {
  await Promise.all(Array.from({ length: poolSettings.min }, () => dataSource.query('SELECT 1')));
}

/** Each prepared statement's name, by its text. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs `text` as a prepared statement of each pooled connection: Postgres parses and plans it
 * once per connection, not on every call (a search over four genders spends twice as long
 * planning as reading). For hot reads whose text is one of a few, written once per shape;
 * every distinct text is kept, named by its hash, for the life of the process.
 */
export async function preparedQuery<Row extends object>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  const result = await pool.query<Row>({ name: statementName(text), text, values });
  return result.rows;
}

/** The Postgres role a service logs in as: svc-auth → svc_auth. */
export function serviceRole(service: string): string {
  return service.replaceAll('-', '_');
}

export interface Provisioning {
  /** A superuser's server URL. */
  adminUrl: string;
  /** The service's server URL: the role it logs in as, with its password. */
  serviceUrl: string;
  database: string;
}

interface Login {
  role: string;
  password: string;
}

function loginOf(serviceUrl: string): Login {
  const url = new URL(serviceUrl);
  const role = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (role === '' || password === '')
    throw new Error('DATABASE_URL must name the service role and its password');
  return { role, password };
}

/** Runs `work` on one connection to `database` on that server, closed after. */
export async function onDatabase<T>(
  serverUrl: string,
  database: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const { escapeIdentifier: identifier, escapeLiteral: literal } = pg;

/** Creates the role, or sets its password to the given one; never a superuser's. */
async function ensureRole(admin: pg.Client, { role, password }: Login): Promise<void> {
  const found = await admin.query<{ rolsuper: boolean }>(
    'SELECT rolsuper FROM pg_roles WHERE rolname = $1',
    [role],
  );
  const existing = found.rows[0];
  if (existing?.rolsuper)
    throw new Error(`DATABASE_URL logs in as ${role}, a superuser: give the service its own role`);
  const verb = existing ? 'ALTER' : 'CREATE';
  await admin.query(`${verb} ROLE ${identifier(role)} WITH LOGIN PASSWORD ${literal(password)}`);
}

async function ensureOwnedDatabase(
  admin: pg.Client,
  database: string,
  role: string,
): Promise<void> {
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (found.rowCount)
    await admin.query(`ALTER DATABASE ${identifier(database)} OWNER TO ${identifier(role)}`);
  else await admin.query(`CREATE DATABASE ${identifier(database)} OWNER ${identifier(role)}`);
  await admin.query(`REVOKE ALL ON DATABASE ${identifier(database)} FROM PUBLIC`);
}

/**
 * Inside the database: the role owns the public schema, nobody else may use it, and tables a
 * superuser created there before the service had a role become the role's (their indexes and
 * serial sequences follow them).
 */
async function handOverSchema(inDatabase: pg.Client, role: string): Promise<void> {
  await inDatabase.query(`ALTER SCHEMA public OWNER TO ${identifier(role)}`);
  await inDatabase.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
  const foreign = await inDatabase.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner <> $1`,
    [role],
  );
  for (const { tablename } of foreign.rows)
    await inDatabase.query(
      `ALTER TABLE public.${identifier(tablename)} OWNER TO ${identifier(role)}`,
    );
}

/** One lock for every provisioning, held while it runs: two processes provision in turn. */
const provisioningLock = 'dating.provision-database';

/**
 * With a superuser: the service's role (logging in with the password in its URL) and its
 * database, owned by that role and open to no other (PUBLIC may neither connect nor create in
 * its public schema). Idempotent, and safe when two processes run it at once.
 */
export async function provisionDatabase({
  adminUrl,
  serviceUrl,
  database,
}: Provisioning): Promise<void> {
  const login = loginOf(serviceUrl);
  await onDatabase(adminUrl, 'postgres', async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [provisioningLock]);
    try {
      await ensureRole(admin, login);
      await ensureOwnedDatabase(admin, database, login.role);
      await onDatabase(adminUrl, database, (inDatabase) => handOverSchema(inDatabase, login.role));
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [provisioningLock]);
    }
  });
}

export interface MigrateOptions extends DatabaseOptions {
  /** DATABASE_ADMIN_URL: when given, the role and database are provisioned first. */
  adminUrl?: string;
  seed?: (dataSource: DataSource) => Promise<void>;
}

/**
 * What `dist/migrate.js` of every service does: provisioning when given a superuser, then the
 * migrations and idempotent seeds as the service's own role.
 */
export async function migrate(options: MigrateOptions): Promise<string[]> {
  if (options.adminUrl !== undefined) {
    await provisionDatabase({
      adminUrl: options.adminUrl,
      serviceUrl: options.serverUrl,
      database: options.database,
    });
  }
  const dataSource = new DataSource(dataSourceOptions(options));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (options.seed) await options.seed(dataSource);
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
