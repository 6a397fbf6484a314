import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  lockedNatsSource,
  natsSource,
  objectStorageSource,
  postgresSource,
  type Machine,
} from '../src/sources';

/** A machine with nothing on it but what a test gives it. */
function machine(has: Partial<Machine> = {}): Machine {
  return {
    env: {},
    listening: async () => false,
    natsServerOnPath: () => false,
    dockerAvailable: async () => false,
    ...has,
  };
}

/** One that has everything: the environment decides, else the first local way. */
const everything = {
  listening: async () => true,
  natsServerOnPath: () => true,
  dockerAvailable: async () => true,
};

const credentials = { accessKey: 'test-key', secretKey: 'test-secret' };

describe('object storage for tests', () => {
  it('is the in-process store when S3_ENDPOINT is unset, even where a Docker engine answers', () => {
    const dockerAvailable = jest.fn(async () => true);
    const source = objectStorageSource(
      machine({ ...everything, dockerAvailable }),
      '/nowhere',
      credentials,
    );
    expect(source.origin).toBe('in-process');
    expect(dockerAvailable).not.toHaveBeenCalled();
  });

  it('is S3_ENDPOINT when it is set', async () => {
    const env = { S3_ENDPOINT: 'http://127.0.0.1:9000' };
    const source = objectStorageSource(machine({ ...everything, env }), '/nowhere', credentials);
    expect(source.origin).toBe('environment');
    expect((await source.start()).url).toBe('http://127.0.0.1:9000');
  });

  it('starts the in-process store in the folder it is given', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'dating-sources-'));
    try {
      const source = objectStorageSource(machine(), path.join(scratch, 's3'), credentials);
      const store = await source.start();
      try {
        expect(store.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect((await fetch(store.url)).status).toBe(403);
      } finally {
        await store.stop();
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('Postgres for tests', () => {
  it('is DATABASE_URL when it is set', async () => {
    const env = { DATABASE_URL: 'postgres://tester@db.test:5432' };
    const source = await postgresSource(machine({ ...everything, env }));
    expect(source.origin).toBe('environment');
    expect((await source.start()).url).toBe('postgres://tester@db.test:5432');
  });

  it('is the server on 127.0.0.1:5432 before any container', async () => {
    const dockerAvailable = jest.fn(async () => true);
    const listening = async (port: number) => port === 5432;
    const source = await postgresSource(machine({ listening, dockerAvailable }));
    expect(source.origin).toBe('local server');
    expect((await source.start()).url).toBe('postgres://postgres@127.0.0.1:5432');
    expect(dockerAvailable).not.toHaveBeenCalled();
  });

  it('is a container only when nothing local serves', async () => {
    const source = await postgresSource(machine({ dockerAvailable: async () => true }));
    expect(source.origin).toBe('container');
  });

  it('cannot be had without any of these, and says how to get one', async () => {
    await expect(postgresSource(machine())).rejects.toThrow(
      'No Postgres for tests: set DATABASE_URL, run one on 127.0.0.1:5432, or start Docker.',
    );
  });
});

describe('NATS for tests', () => {
  it('is NATS_URL when it is set', async () => {
    const env = { NATS_URL: 'nats://bus.test:4222' };
    const source = await natsSource(machine({ ...everything, env }), '/nowhere');
    expect(source.origin).toBe('environment');
    expect((await source.start()).url).toBe('nats://bus.test:4222');
  });

  it('is a private nats-server where one is on the PATH, before a shared server or a container', async () => {
    const dockerAvailable = jest.fn(async () => true);
    const source = await natsSource(machine({ ...everything, dockerAvailable }), '/nowhere');
    expect(source.origin).toBe('private server');
    expect(dockerAvailable).not.toHaveBeenCalled();
  });

  it('is the server on 127.0.0.1:4222 before any container', async () => {
    const dockerAvailable = jest.fn(async () => true);
    const listening = async (port: number) => port === 4222;
    const source = await natsSource(machine({ listening, dockerAvailable }), '/nowhere');
    expect(source.origin).toBe('local server');
    expect((await source.start()).url).toBe('nats://127.0.0.1:4222');
    expect(dockerAvailable).not.toHaveBeenCalled();
  });

  it('is a container only when nothing local serves', async () => {
    const source = await natsSource(machine({ dockerAvailable: async () => true }), '/nowhere');
    expect(source.origin).toBe('container');
  });

  it('cannot be had without any of these, and says how to get one', async () => {
    await expect(natsSource(machine(), '/nowhere')).rejects.toThrow(
      'No NATS for tests: set NATS_URL, install nats-server, run one on 4222, or start Docker.',
    );
  });

  it('locked down, is a private nats-server or none at all', () => {
    expect(lockedNatsSource(machine({ natsServerOnPath: () => true }), '/nowhere').origin).toBe(
      'private server',
    );
    expect(() =>
      lockedNatsSource(machine({ ...everything, natsServerOnPath: () => false }), '/nowhere'),
    ).toThrow('A locked-down NATS for tests needs nats-server on the PATH.');
  });
});
