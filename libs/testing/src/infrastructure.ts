import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Deployable } from '@dating/contracts';
import { natsConnectionOptions, type NatsConfig, type NatsConnectionOptions } from '@dating/server';
import { dockerAvailable, minioContainer, natsContainer, postgresContainer } from './containers';
import { startLocalS3, type S3Credentials } from './local-s3';
import { isListening } from './net';
import { natsServerOnPath, startLockedNatsServer, startNatsServer } from './nats-server';

export interface TestInfrastructure {
  /** Postgres server URL without a database name. */
  databaseUrl: string;
  natsUrl: string;
  /** On a locked-down bus, each deployable's password (its user is its name). */
  natsPasswords?: Record<Deployable, string>;
  s3: { endpoint: string } & S3Credentials;
  stop(): Promise<void>;
}

type Started = { url: string; stop(): Promise<void>; passwords?: Record<Deployable, string> };

const local = (url: string): Started => ({ url, stop: async () => undefined });

async function postgres(): Promise<Started> {
  if (process.env.DATABASE_URL) return local(process.env.DATABASE_URL);
  if (await isListening('127.0.0.1', 5432)) return local('postgres://postgres@127.0.0.1:5432');
  if (await dockerAvailable()) return postgresContainer();
  throw new Error(
    'No Postgres for tests: set DATABASE_URL, run one on 127.0.0.1:5432, or start Docker.',
  );
}

/**
 * A private nats-server per test file when the binary is on the PATH: services started by two
 * test files (or by a running portal) must not answer each other's requests.
 */
async function nats(scratch: string): Promise<Started> {
  if (process.env.NATS_URL) return local(process.env.NATS_URL);
  if (natsServerOnPath()) return startNatsServer({ storeDir: path.join(scratch, 'nats') });
  if (await isListening('127.0.0.1', 4222)) return local('nats://127.0.0.1:4222');
  if (await dockerAvailable()) return natsContainer();
  throw new Error(
    'No NATS for tests: set NATS_URL, install nats-server, run one on 4222, or start Docker.',
  );
}

function lockedNats(scratch: string): Promise<Started> {
  if (!natsServerOnPath())
    throw new Error('A locked-down NATS for tests needs nats-server on the PATH.');
  return startLockedNatsServer({ storeDir: path.join(scratch, 'nats') });
}

async function objectStorage(scratch: string, credentials: S3Credentials): Promise<Started> {
  if (process.env.S3_ENDPOINT) return local(process.env.S3_ENDPOINT);
  if (await dockerAvailable()) return minioContainer(credentials.accessKey, credentials.secretKey);
  return startLocalS3({ directory: path.join(scratch, 's3'), ...credentials });
}

/**
 * Real Postgres, NATS and object storage for a test file: from the environment, else the
 * local standard ports (or a private nats-server), else containers where Docker runs.
 */
export async function startTestInfrastructure(
  options: {
    /** A private nats-server locked down as `npm start` runs it, instead of an open one. */
    lockedBus?: boolean;
  } = {},
): Promise<TestInfrastructure> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'dating-test-'));
  const credentials: S3Credentials = {
    accessKey: process.env.S3_ACCESS_KEY ?? 'minioadmin',
    secretKey: process.env.S3_SECRET_KEY ?? 'minioadmin',
  };
  const started = await Promise.all([
    postgres(),
    options.lockedBus ? lockedNats(scratch) : nats(scratch),
    objectStorage(scratch, credentials),
  ]);
  const [db, bus, storage] = started;
  return {
    databaseUrl: db.url,
    natsUrl: bus.url,
    ...(bus.passwords === undefined ? {} : { natsPasswords: bus.passwords }),
    s3: { endpoint: storage.url, ...credentials },
    async stop() {
      await Promise.all(started.map((service) => service.stop()));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The environment a service under test is configured from. */
export function serviceEnvironment(
  infra: TestInfrastructure,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '0',
    NATS_URL: infra.natsUrl,
    DATABASE_URL: infra.databaseUrl,
    S3_ENDPOINT: infra.s3.endpoint,
    S3_ACCESS_KEY: infra.s3.accessKey,
    S3_SECRET_KEY: infra.s3.secretKey,
    ...extra,
  };
}

/** NATS_URL and, on a locked-down bus, the deployable's NATS_USER and NATS_PASSWORD. */
export function natsEnvironment(infra: TestInfrastructure, deployable: Deployable): NatsConfig {
  const password = infra.natsPasswords?.[deployable];
  return {
    NATS_URL: infra.natsUrl,
    ...(password === undefined ? {} : { NATS_USER: deployable, NATS_PASSWORD: password }),
  };
}

/** How a client acting as `deployable` connects to the test bus. */
export function natsConnection(
  infra: TestInfrastructure,
  deployable: Deployable,
): NatsConnectionOptions {
  return natsConnectionOptions(natsEnvironment(infra, deployable), deployable);
}
