import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployables, type Deployable } from '@dating/contracts';
import { NatsLink, natsConnectionOptions } from '@dating/server';
import {
  findExecutable,
  localNatsPasswords,
  natsCredentials,
  natsInstallHint,
  natsPasswordsFromEnv,
  startNatsServer,
  type StartedNats,
} from './nats';

describe('findExecutable', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'path-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.mkdirSync(path.join(dir, 'b'));
    fs.mkdirSync(path.join(dir, 'sbin'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function file(relative: string, mode: number) {
    fs.writeFileSync(path.join(dir, relative), '#!/bin/sh\n', { mode });
  }

  it('finds the first executable on the PATH', () => {
    file('a/nats-server', 0o644);
    file('b/nats-server', 0o755);
    const pathVariable = [path.join(dir, 'a'), path.join(dir, 'b')].join(path.delimiter);
    expect(findExecutable('nats-server', pathVariable, [])).toBe(
      path.join(dir, 'b', 'nats-server'),
    );
  });

  it('also looks in the sbin folders a user PATH may lack', () => {
    file('sbin/nats-server', 0o755);
    expect(findExecutable('nats-server', path.join(dir, 'a'), [path.join(dir, 'sbin')])).toBe(
      path.join(dir, 'sbin', 'nats-server'),
    );
  });

  it('answers undefined when there is none', () => {
    expect(findExecutable('nats-server', undefined, [path.join(dir, 'a')])).toBeUndefined();
  });

  it('tells how to install one', () => {
    expect(natsInstallHint).toContain('apt-get install nats-server');
    expect(natsInstallHint).toContain('NATS_URL');
  });
});

describe('the NATS credentials of each deployable', () => {
  it('takes the passwords of an external NATS_URL from the environment', () => {
    expect(
      natsPasswordsFromEnv({ GATEWAY_NATS_PASSWORD: 'g4teway', SVC_AUTH_NATS_PASSWORD: ' ' }),
    ).toEqual({ gateway: 'g4teway' });
  });

  it('gives a deployable its own user and password, and none when it has no password', () => {
    const passwords = { 'svc-auth': 'au7h' };
    expect(natsCredentials('svc-auth', passwords)).toEqual({
      NATS_USER: 'svc-auth',
      NATS_PASSWORD: 'au7h',
    });
    expect(natsCredentials('gateway', passwords)).toEqual({});
  });

  it('keeps each password in a file only its owner reads, the same at the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-passwords-'));
    try {
      const first = await localNatsPasswords(dataDir);
      expect(new Set(Object.values(first)).size).toBe(deployables.length);
      const file = path.join(dataDir, 'nats-passwords', 'gateway');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(await localNatsPasswords(dataDir)).toEqual(first);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the nats-server npm start runs', () => {
  let dataDir: string;
  let nats: StartedNats;
  const links: NatsLink[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-locked-'));
    const binary = findExecutable('nats-server', process.env['PATH']);
    if (binary === undefined) throw new Error(natsInstallHint);
    nats = await startNatsServer({ binary, dataDir, sink: () => undefined, log: () => undefined });
  });

  afterAll(async () => {
    await Promise.all(links.map((link) => link.close()));
    await nats?.child.stop(5000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function connectAs(name: string, credentials: { NATS_USER?: string; NATS_PASSWORD?: string }) {
    const link = new NatsLink(natsConnectionOptions({ NATS_URL: nats.url, ...credentials }, name));
    links.push(link);
    return link.connect();
  }

  const connectAsDeployable = (deployable: Deployable) =>
    connectAs(deployable, natsCredentials(deployable, nats.passwords));

  /** Resolves with the error the server closed the subscription with. */
  async function subscriptionRefusal(deployable: Deployable, subject: string, queue?: string) {
    const connection = await connectAsDeployable(deployable);
    const subscription = connection.subscribe(subject, queue === undefined ? {} : { queue });
    await connection.flush();
    return subscription.closed;
  }

  it('writes its config for the owner alone', () => {
    expect(fs.statSync(path.join(dataDir, 'nats.conf')).mode & 0o777).toBe(0o600);
  });

  it('refuses a connection without credentials, or with a wrong password', async () => {
    await expect(connectAs('outsider', {})).rejects.toThrow(
      `refused outsider without credentials: set NATS_USER and NATS_PASSWORD`,
    );
    await expect(
      connectAs('gateway', { NATS_USER: 'gateway', NATS_PASSWORD: 'not-its-password' }),
    ).rejects.toThrow('refused gateway as NATS_USER gateway');
  });

  it("refuses svc-interest's publishing of another service's call, which nobody receives", async () => {
    const billing = await connectAsDeployable('svc-billing');
    const received: string[] = [];
    billing.subscribe('billing.>', {
      queue: 'svc-billing',
      callback: (_error, message) => {
        received.push(message.string());
      },
    });
    await billing.flush();

    const interest = await connectAsDeployable('svc-interest');
    await expect(
      interest.request('billing.order.approve', 'from svc-interest', { timeout: 5000 }),
    ).rejects.toThrow('Permissions Violation for Publish to "billing.order.approve"');

    const gateway = await connectAsDeployable('gateway');
    gateway.publish('billing.order.approve', 'from the gateway');
    await gateway.flush();
    while (received.length === 0) await billing.flush();
    expect(received).toEqual(['from the gateway']);
  });

  it('refuses svc-interest a subscription to everything, to auth.> or to the gateway inbox', async () => {
    for (const subject of ['>', 'auth.>', '_INBOX_gateway.>']) {
      const refusal = await subscriptionRefusal('svc-interest', subject);
      expect(String(refusal)).toContain(`Permissions Violation for Subscription to "${subject}"`);
    }
    const refusal = await subscriptionRefusal('svc-interest', 'interest.>', 'another-queue');
    expect(String(refusal)).toContain('Permissions Violation for Subscription to "interest.>"');
  });

  it('lets the gateway make a member-facing call and svc-interest answer it', async () => {
    const interest = await connectAsDeployable('svc-interest');
    interest.subscribe('interest.>', {
      queue: 'svc-interest',
      callback: (_error, message) => {
        message.respond(`answer to ${message.string()}`);
      },
    });
    await interest.flush();
    const gateway = await connectAsDeployable('gateway');
    const reply = await gateway.request('interest.list.get', 'the list', { timeout: 5000 });
    expect(reply.string()).toBe('answer to the list');
  });

  it("lets the gateway, and no service, reach the gateway's rate-limit bucket", async () => {
    const gateway = await connectAsDeployable('gateway');
    const info = await gateway.request('$JS.API.INFO', '', { timeout: 5000 });
    expect(info.json<{ type: string }>().type).toBe(
      'io.nats.jetstream.api.v1.account_info_response',
    );
    const bucketInfo = '$JS.API.STREAM.INFO.KV_edge-rate-limits';
    const billing = await connectAsDeployable('svc-billing');
    await expect(billing.request(bucketInfo, '', { timeout: 5000 })).rejects.toThrow(
      `Permissions Violation for Publish to "${bucketInfo}"`,
    );
  });
});
