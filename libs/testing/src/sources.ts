import { type Deployable } from '@dating/contracts';
import { dockerAvailable, natsContainer, postgresContainer } from './containers';
import { startLocalS3, type S3Credentials } from './local-s3';
import { isListening } from './net';
import { natsServerOnPath, startLockedNatsServer, startNatsServer } from './nats-server';
import { type Stoppable } from './parts';

/** What the test infrastructure is chosen by: this machine, or one a test describes. */
export interface Machine {
  env: Readonly<Record<string, string | undefined>>;
  /** Whether something accepts connections on this port of 127.0.0.1. */
  listening(port: number): Promise<boolean>;
  natsServerOnPath(): boolean;
  dockerAvailable(): Promise<boolean>;
}

export const thisMachine: Machine = {
  env: process.env,
  listening: (port) => isListening('127.0.0.1', port),
  natsServerOnPath,
  dockerAvailable,
};

export interface RunningPart extends Stoppable {
  url: string;
  /** On a locked-down bus, each deployable's password (its user is its name). */
  passwords?: Record<Deployable, string>;
}

/** Where a part comes from, in the order they are preferred. */
export type Origin = 'environment' | 'private server' | 'local server' | 'in-process' | 'container';

export interface Source {
  origin: Origin;
  start(): Promise<RunningPart>;
}

/** A server someone else runs: nothing to start or stop. */
function runningAt(origin: Origin, url: string): Source {
  return { origin, start: async () => ({ url, stop: async () => undefined }) };
}

/** DATABASE_URL, else a server on the standard port, else a container. */
export async function postgresSource(machine: Machine): Promise<Source> {
  const url = machine.env['DATABASE_URL'];
  if (url) return runningAt('environment', url);
  if (await machine.listening(5432))
    return runningAt('local server', 'postgres://postgres@127.0.0.1:5432');
  if (await machine.dockerAvailable()) return { origin: 'container', start: postgresContainer };
  throw new Error(
    'No Postgres for tests: set DATABASE_URL, run one on 127.0.0.1:5432, or start Docker.',
  );
}

/**
 * NATS_URL, else a private nats-server (services started by two test files, or by a running
 * portal, must not answer each other's requests), else a server on the standard port, else a
 * container.
 */
export async function natsSource(machine: Machine, storeDir: string): Promise<Source> {
  const url = machine.env['NATS_URL'];
  if (url) return runningAt('environment', url);
  if (machine.natsServerOnPath())
    return { origin: 'private server', start: () => startNatsServer({ storeDir }) };
  if (await machine.listening(4222)) return runningAt('local server', 'nats://127.0.0.1:4222');
  if (await machine.dockerAvailable()) return { origin: 'container', start: natsContainer };
  throw new Error(
    'No NATS for tests: set NATS_URL, install nats-server, run one on 4222, or start Docker.',
  );
}

/** A private nats-server locked down as `npm start` runs it. */
export function lockedNatsSource(machine: Machine, storeDir: string): Source {
  if (!machine.natsServerOnPath())
    throw new Error('A locked-down NATS for tests needs nats-server on the PATH.');
  return { origin: 'private server', start: () => startLockedNatsServer({ storeDir }) };
}

/**
 * S3_ENDPOINT, else the store in this process. That one can always serve, so no container is
 * ever asked for: a Docker engine that cannot pull an image would fail every test.
 */
export function objectStorageSource(
  machine: Machine,
  directory: string,
  credentials: S3Credentials,
): Source {
  const url = machine.env['S3_ENDPOINT'];
  if (url) return runningAt('environment', url);
  return { origin: 'in-process', start: () => startLocalS3({ directory, ...credentials }) };
}
