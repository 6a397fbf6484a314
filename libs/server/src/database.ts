import pg from 'pg';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

export interface DatabaseOptions {
  /** Server URL from DATABASE_URL, without a database name. */
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
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

const duplicateDatabase = '42P04';

/** Creates the service's database on first start; safe when two processes race. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return;
    await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== duplicateDatabase) throw error;
  } finally {
    await client.end();
  }
}

export interface MigrateOptions extends DatabaseOptions {
  seed?: (dataSource: DataSource) => Promise<void>;
}

/** What `dist/migrate.js` of every service does: database, migrations, idempotent seeds. */
export async function migrate(options: MigrateOptions): Promise<string[]> {
  await ensureDatabase(options.serverUrl, options.database);
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
