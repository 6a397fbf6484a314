import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { durableNameOf, type EventDefinition, type EventPayload } from '@dating/contracts';
import { eventStreamName } from '@dating/server';
import { natsConnection, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';

/** Resolves once `condition` holds, asking again every 20 ms. */
export async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Publishes `payload` as the event's emitter's outbox relay does: its JSON on the event's
 * subject in the EVENTS stream, each time as a new message (as a retried publish would be).
 */
export async function publishEvent<Event extends EventDefinition>(
  profile: ServiceUnderTest<ProfileConfig>,
  event: Event,
  payload: EventPayload<Event>,
): Promise<void> {
  const [emitter] = event.emitters;
  if (!emitter) throw new Error(`${event.subject} has no emitter`);
  const nc = await connect(natsConnection(profile.infra, emitter));
  try {
    await jetstream(nc).publish(event.subject, JSON.stringify(event.schema.parse(payload)), {
      msgID: randomUUID(),
    });
  } finally {
    await nc.close();
  }
}

/** svc-profile has handled and acknowledged every `event` published so far. */
export async function handled(
  profile: ServiceUnderTest<ProfileConfig>,
  event: EventDefinition,
): Promise<void> {
  const nc = await connect(natsConnection(profile.infra, 'svc-profile'));
  try {
    const jsm = await jetstreamManager(nc);
    const durable = durableNameOf(event, 'svc-profile');
    await until(async () => {
      const info = await jsm.consumers.info(eventStreamName, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
  } finally {
    await nc.close();
  }
}
