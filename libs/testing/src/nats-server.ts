import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployables, type Deployable } from '@dating/contracts';
import { localNatsServerConfig } from '@dating/server';
import { freePort, waitUntilListening } from './net';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface LockedNatsServer extends RunningServer {
  /** Each deployable's password; its user is its name. Nothing else may connect. */
  passwords: Record<Deployable, string>;
}

export function natsServerOnPath(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** setpriv's arguments to have the kernel kill the program it runs when this process dies. */
const dyingWithThisProcess = ['--pdeathsig', 'KILL', '--'];

/**
 * nats-server, which the kernel kills when this process dies without stopping it (a jest worker
 * force-exited or killed), where util-linux's setpriv is at hand. An exit hook would not do:
 * jest gives each test file a `process` of its own, whose exit event never fires.
 */
function spawnNatsServer(args: string[]): ChildProcess {
  const setpriv = spawnSync('setpriv', [...dyingWithThisProcess, 'true'], { stdio: 'ignore' });
  return setpriv.status === 0
    ? spawn('setpriv', [...dyingWithThisProcess, 'nats-server', ...args], { stdio: 'ignore' })
    : spawn('nats-server', args, { stdio: 'ignore' });
}

async function runNatsServer(args: string[], port: number): Promise<RunningServer> {
  const child = spawnNatsServer(args);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilListening('127.0.0.1', port, 10000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts `nats-server` from the PATH with JetStream, storing under `storeDir`; no credentials. */
export async function startNatsServer(options: {
  storeDir: string;
  port?: number;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.storeDir, { recursive: true });
  return runNatsServer(
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', options.storeDir],
    port,
  );
}

/**
 * `nats-server` locked down as `npm start` runs it (the same config rendering): each deployable
 * connects with its own fresh password and only within its permissions.
 */
export async function startLockedNatsServer(options: {
  storeDir: string;
}): Promise<LockedNatsServer> {
  const port = await freePort();
  mkdirSync(options.storeDir, { recursive: true });
  const passwords = Object.fromEntries(
    deployables.map((user) => [user, randomBytes(18).toString('base64url')]),
  ) as Record<Deployable, string>;
  const configFile = path.join(options.storeDir, 'nats-server.conf');
  writeFileSync(
    configFile,
    localNatsServerConfig({ port, storeDir: options.storeDir, passwords }),
    {
      mode: 0o600,
    },
  );
  return { ...(await runNatsServer(['-c', configFile], port)), passwords };
}
