import fs from 'node:fs';
import path from 'node:path';
import { deployables, type Deployable } from '@dating/contracts';
import { localNatsServerConfig, natsPasswordVariable } from '@dating/server';
import { ManagedChild, describeExit, type ChildSpec } from './child';
import { stopLeftover } from './leftover';
import type { LineSink } from './output';
import { freePort } from './ports';
import { natsAnswers } from './probes';
import { loadOrCreateSecret } from './secret';
import type { Env } from './settings';

export const natsInstallHint =
  'There is no nats-server to start. Install one (Debian/Ubuntu: sudo apt-get install ' +
  'nats-server; macOS: brew install nats-server; or a release from ' +
  'https://github.com/nats-io/nats-server/releases), or set NATS_URL.';

/** Debian installs nats-server in /usr/sbin, which a normal user's PATH may lack. */
const sbinDirs = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** The first executable file of that name on the PATH (then in the sbin folders). */
export function findExecutable(
  name: string,
  pathVariable: string | undefined,
  extraDirs = sbinDirs,
): string | undefined {
  const dirs = [
    ...(pathVariable ?? '').split(path.delimiter).filter((dir) => dir !== ''),
    ...extraDirs,
  ];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      const stat = fs.statSync(candidate);
      if (stat.isFile()) {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      }
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Each deployable's NATS password, by deployable; its user is its name. */
export type NatsPasswords = Partial<Record<Deployable, string>>;

export interface StartedNats {
  url: string;
  port: number;
  child: ManagedChild;
  /** How it was started, to start it again the same way. */
  spec: ChildSpec;
  passwords: NatsPasswords;
}

/** One password per deployable, made on first use and kept in `<dataDir>/nats-passwords`. */
export async function localNatsPasswords(dataDir: string): Promise<Record<Deployable, string>> {
  const folder = path.join(dataDir, 'nats-passwords');
  const passwords = await Promise.all(
    deployables.map((deployable) => loadOrCreateSecret(path.join(folder, deployable))),
  );
  return Object.fromEntries(
    deployables.map((deployable, index) => [deployable, passwords[index]]),
  ) as Record<Deployable, string>;
}

/** Where an external NATS_URL's passwords are named: `GATEWAY_NATS_PASSWORD`… */
export const natsPasswordVariables = deployables.map(natsPasswordVariable);

/** For an external NATS_URL: the passwords named in the environment (`GATEWAY_NATS_PASSWORD`…). */
export function natsPasswordsFromEnv(env: Env): NatsPasswords {
  return Object.fromEntries(
    deployables.flatMap((deployable) => {
      const password = env[natsPasswordVariable(deployable)]?.trim();
      return password ? [[deployable, password]] : [];
    }),
  );
}

/** What a deployable connects with: its user and password, when it has one. */
export function natsCredentials(
  deployable: Deployable,
  passwords: NatsPasswords,
): { NATS_USER?: string; NATS_PASSWORD?: string } {
  const password = passwords[deployable];
  return password === undefined ? {} : { NATS_USER: deployable, NATS_PASSWORD: password };
}

/**
 * nats-server with JetStream on a free port, its store in `<dataDir>/nats`, locked down: each
 * deployable connects with its own password and permissions (`<dataDir>/nats.conf`).
 */
export async function startNatsServer(options: {
  binary: string;
  dataDir: string;
  sink: LineSink;
  log: (message: string) => void;
}): Promise<StartedNats> {
  const store = path.join(options.dataDir, 'nats');
  const pidFile = path.join(options.dataDir, 'nats.pid');
  const configFile = path.join(options.dataDir, 'nats.conf');
  fs.mkdirSync(store, { recursive: true });
  await stopLeftover(pidFile, 'nats-server', options.log);
  const port = await freePort();
  const passwords = await localNatsPasswords(options.dataDir);
  fs.writeFileSync(configFile, localNatsServerConfig({ port, storeDir: store, passwords }), {
    mode: 0o600,
  });
  fs.chmodSync(configFile, 0o600);
  const spec: ChildSpec = {
    name: 'nats',
    command: options.binary,
    args: ['-c', configFile, '-P', pidFile],
  };
  const child = ManagedChild.start(spec, options.sink);
  const url = `nats://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await natsAnswers(url, 500))) {
    if (child.hasExited)
      throw new Error(`nats-server stopped: ${describeExit(await child.exited)}`);
    if (Date.now() > deadline) {
      await child.stop(5000);
      throw new Error(`nats-server did not answer on port ${port} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, spec, passwords };
}
