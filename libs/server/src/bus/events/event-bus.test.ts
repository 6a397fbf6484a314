import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { memberStatusEvent, type Deployable, type EventPayload } from '@dating/contracts';
import { natsConnection, startTestInfrastructure, type TestInfrastructure } from '@dating/testing';
import { NatsLink } from '../../nats-link';
import {
  EVENT_DEPLOYABLE,
  EVENT_LINK,
  EventPublisher,
  EventSubscriptions,
  OnEvent,
} from './event-bus';

type MemberStatus = EventPayload<typeof memberStatusEvent>;

/** Fails the first delivery of each event, then keeps what it was given. */
@Injectable()
class FlakyStatusHandler {
  readonly failed = new Set<number>();
  readonly processed: MemberStatus[] = [];

  @OnEvent(memberStatusEvent)
  async onStatus(payload: MemberStatus): Promise<void> {
    if (!this.failed.has(payload.user_id)) {
      this.failed.add(payload.user_id);
      throw new Error('not yet');
    }
    this.processed.push(payload);
  }
}

let infra: TestInfrastructure;
const apps: INestApplicationContext[] = [];

async function deployable(name: Deployable, providers: (typeof FlakyStatusHandler)[] = []) {
  @Module({
    imports: [DiscoveryModule],
    providers: [
      { provide: EVENT_LINK, useValue: new NatsLink(natsConnection(infra, name)) },
      { provide: EVENT_DEPLOYABLE, useValue: name },
      EventPublisher,
      EventSubscriptions,
      ...providers,
    ],
  })
  class DeployableModule {}
  const app = await NestFactory.createApplicationContext(DeployableModule, { logger: false });
  await app.init();
  apps.push(app);
  return app;
}

async function until(condition: () => boolean, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  infra = await startTestInfrastructure({ lockedBus: true });
}, 60000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await infra.stop();
});

const status = (userId: number): MemberStatus => ({
  user_id: userId,
  active: false,
  reason: 'spam',
  at: new Date().toISOString(),
});

test('a consumer gets each event once after a failed delivery, on the locked bus', async () => {
  const auth = await deployable('svc-auth');
  const profile = await deployable('svc-profile', [FlakyStatusHandler]);
  const event = JSON.stringify(status(7));
  await auth.get(EventPublisher).publish(memberStatusEvent.subject, event, 'status-7');
  await auth.get(EventPublisher).publish(memberStatusEvent.subject, event, 'status-7');
  const handler = profile.get(FlakyStatusHandler);
  await until(() => handler.processed.length === 1);
  expect(handler.processed).toEqual([expect.objectContaining({ user_id: 7, active: false })]);
}, 30000);

test('a deployable cannot publish an event it does not emit', async () => {
  const nc = await connect(natsConnection(infra, 'svc-billing'));
  try {
    await expect(
      jetstream(nc).publish(memberStatusEvent.subject, JSON.stringify(status(8)), {
        timeout: 2000,
      }),
    ).rejects.toThrow();
  } finally {
    await nc.close();
  }
}, 30000);
