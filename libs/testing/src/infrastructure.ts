import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Deployable } from '@dating/contracts';
import { natsConnectionOptions, type NatsConfig, type NatsConnectionOptions } from '@dating/server';
import { type S3Credentials } from './local-s3';
import { startParts } from './parts';
import {
  lockedNatsSource,
  natsSource,
  objectStorageSource,
  postgresSource,
  thisMachine,
  type Machine,
} from './sources';

export interface TestInfrastructure {
  /** Postgres server URL without a database name. */
  databaseUrl: string;
  natsUrl: string;
  /** On a locked-down bus, each deployable's password (its user is its name). */
  natsPasswords?: Record<Deployable, string>;
  s3: { endpoint: string } & S3Credentials;
  stop(): Promise<void>;
}

/** A folder for the private servers' data, removed when they stop. */
async function scratchFolder(): Promise<{ path: string; stop(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'dating-test-'));
  return { path: folder, stop: async () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Real Postgres, NATS and object storage for a test file. Each comes from the environment
 * (DATABASE_URL, NATS_URL, S3_ENDPOINT), else from this machine: a private nats-server, the
 * object store in this process, a Postgres or NATS on its standard port; only else from a
 * Docker container. When one cannot be had, those already started are stopped again.
 */
export function startTestInfrastructure(
  options: {
    /** A private nats-server locked down as `npm start` runs it, instead of an open one. */
    lockedBus?: boolean;
    /** What the parts are chosen by: this machine unless a test describes another. */
    machine?: Machine;
  } = {},
): Promise<TestInfrastructure> {
  const machine = options.machine ?? thisMachine;
  const credentials: S3Credentials = {
    accessKey: machine.env['S3_ACCESS_KEY'] ?? 'minioadmin',
    secretKey: machine.env['S3_SECRET_KEY'] ?? 'minioadmin',
  };
  return startParts(async (parts) => {
    // A step of its own, before the servers that keep their data in it: it is removed after them.
    const { scratch } = await parts.start({ scratch: scratchFolder });
    const { postgres, nats, objectStorage } = await parts.start({
      postgres: async () => (await postgresSource(machine)).start(),
      nats: async () => {
        const storeDir = path.join(scratch.path, 'nats');
        const source = options.lockedBus
          ? lockedNatsSource(machine, storeDir)
          : await natsSource(machine, storeDir);
        return source.start();
      },
      objectStorage: () =>
        objectStorageSource(machine, path.join(scratch.path, 's3'), credentials).start(),
    });
    return {
      databaseUrl: postgres.url,
      natsUrl: nats.url,
      ...(nats.passwords === undefined ? {} : { natsPasswords: nats.passwords }),
      s3: { endpoint: objectStorage.url, ...credentials },
      stop: () => parts.stop(),
    };
  });
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
