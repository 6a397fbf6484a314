import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { durableNameOf, memberStatusEvent, type EventPayload } from '@dating/contracts';
import {
  EVENT_DEPLOYABLE,
  EVENT_LINK,
  EventPublisher,
  EventSubscriptions,
  eventStreamName,
  NatsLink,
  OnEvent,
} from '@dating/server';
import {
  freePort,
  natsConnection,
  startLocalS3,
  startNatsServer,
  startServiceUnderTest,
  type RunningServer,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-under-test';

type MemberStatus = EventPayload<typeof memberStatusEvent>;

const requestTimeoutMs = 2000;
const callers = 3;
/** The consumer under test: the one deployable of memberStatusEvent's that is not running here. */
const consumerName = 'svc-billing';

/** Counts each member-status event it is given, by member. */
@Injectable()
class StatusCounter {
  readonly applied = new Map<number, number>();

  @OnEvent(memberStatusEvent)
  async onStatus(payload: MemberStatus): Promise<void> {
    this.applied.set(payload.user_id, (this.applied.get(payload.user_id) ?? 0) + 1);
  }
}

let scratch: string;
let storeDir: string;
let port: number;
let nats: RunningServer;
let stopStorage: () => Promise<void>;
let infra: TestInfrastructure;
let profile: ServiceUnderTest<ProfileConfig>;
let gateway: GatewayUnderTest;
const contexts: INestApplicationContext[] = [];

/** A deployable with only its durable-event providers, on the test bus. */
async function eventDeployable(name: 'svc-auth' | typeof consumerName) {
  @Module({
    imports: [DiscoveryModule],
    providers: [
      { provide: EVENT_LINK, useValue: new NatsLink(natsConnection(infra, name)) },
      { provide: EVENT_DEPLOYABLE, useValue: name },
      EventPublisher,
      EventSubscriptions,
      ...(name === consumerName ? [StatusCounter] : []),
    ],
  })
  class DeployableModule {}
  const context = await NestFactory.createApplicationContext(DeployableModule, { logger: false });
  await context.init();
  contexts.push(context);
  return context;
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'nats-restart-'));
  storeDir = path.join(scratch, 'nats');
  port = await freePort();
  nats = await startNatsServer({ storeDir, port });
  const credentials = { accessKey: 'minioadmin', secretKey: 'minioadmin' };
  const storage = await startLocalS3({ directory: path.join(scratch, 's3'), ...credentials });
  stopStorage = storage.stop;
  infra = {
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432',
    natsUrl: nats.url,
    s3: { endpoint: storage.url, ...credentials },
    stop: async () => undefined,
  };
  const env = { REQUEST_TIMEOUT_MS: String(requestTimeoutMs) };
  profile = await startServiceUnderTest(profileService, { infra, env });
  gateway = await startGatewayUnderTest(infra, { ...env, SHARED_ANSWER_CACHE_MS: '0' });
}, 60000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await gateway?.close();
  await profile?.stop();
  await nats?.stop();
  await stopStorage?.();
  rmSync(scratch, { recursive: true, force: true });
});

interface Outcome {
  startedAt: number;
  endedAt: number;
  status: number;
  message: unknown;
}

const status = (userId: number): MemberStatus => ({
  user_id: userId,
  active: false,
  reason: 'spam',
  at: new Date().toISOString(),
});

/** Publishes with a fixed msgID until the stream has it: a retry after a lost ack is stored once. */
async function publishStatus(publisher: EventPublisher, userId: number): Promise<void> {
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      return await publisher.publish(
        memberStatusEvent.subject,
        JSON.stringify(status(userId)),
        `status-${userId}`,
      );
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

test('after a NATS restart every client is back by itself, calls meanwhile answer 503, events apply once', async () => {
  const counter = (await eventDeployable(consumerName)).get(StatusCounter);
  const publisher = (await eventDeployable('svc-auth')).get(EventPublisher);
  const before = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const after = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
  for (const userId of before) await publishStatus(publisher, userId);
  await waitFor(() => counter.applied.size === before.length);

  const outcomes: Outcome[] = [];
  let stop = false;
  const caller = async () => {
    while (!stop) {
      const startedAt = Date.now();
      const answer = await gateway.call('POST', '/api/get-category', { body: {} });
      const message = answer.body.message;
      outcomes.push({ startedAt, endedAt: Date.now(), status: answer.status, message });
    }
  };
  const load = Promise.all(Array.from({ length: callers }, caller));
  let stoppedAt = 0;
  let restartedAt = 0;
  try {
    await waitFor(() => outcomes.filter((o) => o.status === 200).length >= 20);
    stoppedAt = Date.now();
    await nats.stop();
    // Down until calls have been left unanswered: each must end in 503, none hang.
    await waitFor(() => outcomes.some((o) => o.status === 503 && o.startedAt > stoppedAt));
    nats = await startNatsServer({ storeDir, port });
    restartedAt = Date.now();
    await waitFor(() => outcomes.some((o) => o.status === 200 && o.startedAt > restartedAt));
  } finally {
    stop = true;
    await load;
  }

  for (const userId of after) await publishStatus(publisher, userId);
  await waitFor(() => counter.applied.size === before.length + after.length);

  const failed = outcomes.filter((o) => o.status !== 200);
  const recoveredMs =
    Math.min(
      ...outcomes
        .filter((o) => o.status === 200 && o.startedAt > restartedAt)
        .map((o) => o.endedAt),
    ) - restartedAt;
  const windowMs = Math.max(...failed.map((o) => o.endedAt)) - stoppedAt;
  const slowestMs = Math.max(...outcomes.map((o) => o.endedAt - o.startedAt));
  console.info(
    `NATS down ${restartedAt - stoppedAt} ms during ${outcomes.length} calls: ${failed.length} ` +
      `answered 503, errors for ${windowMs} ms from the stop, calls succeeded again ` +
      `${recoveredMs} ms after the restart, slowest call ${slowestMs} ms`,
  );

  expect(failed.map((o) => [o.status, o.message])).toEqual(
    failed.map(() => [503, expect.stringMatching(/\w/)]),
  );
  // A few ms over the timeout for the answer to travel back; never a hang.
  expect(slowestMs).toBeLessThan(requestTimeoutMs + 1000);
  // Clients try the server again every natsReconnectWaitMs, not nats.js's 2 s.
  expect(recoveredMs).toBeLessThan(1000);

  expect([...counter.applied.entries()].sort(([a], [b]) => a - b)).toEqual(
    [...before, ...after].map((userId) => [userId, 1]),
  );
  // Where the durable consumer stands: every event acked, nothing left to come again.
  const link = new NatsLink(natsConnection(infra, consumerName));
  try {
    const jsm = await jetstreamManager(await link.connect());
    const info = await jsm.consumers.info(
      eventStreamName,
      durableNameOf(memberStatusEvent, consumerName),
    );
    expect(info).toMatchObject({
      num_ack_pending: 0,
      num_pending: 0,
      num_redelivered: 0,
      delivered: { consumer_seq: before.length + after.length },
    });
  } finally {
    await link.close();
  }
}, 60000);

async function waitFor(condition: () => boolean, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
