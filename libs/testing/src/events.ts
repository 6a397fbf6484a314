import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  durableNameOf,
  type Deployable,
  type EventDefinition,
  type EventPayload,
} from '@dating/contracts';
import { eventStreamName } from '@dating/server';
import { natsConnection, type TestInfrastructure } from './infrastructure';

/**
 * Every `event` published so far, oldest first, as its first consumer would read it: for tests
 * of what a service tells the others (e.g. its admin actions for the audit log).
 */
export async function publishedEvents<Event extends EventDefinition>(
  infra: TestInfrastructure,
  event: Event,
): Promise<EventPayload<Event>[]> {
  const consumer = event.consumers[0];
  if (!consumer) throw new Error(`${event.subject} has no consumer`);
  const nc = await connect(natsConnection(infra, consumer));
  try {
    const reader = await jetstream(nc).consumers.get(eventStreamName, {
      filter_subjects: event.subject,
    });
    const events: EventPayload<Event>[] = [];
    let pending = (await reader.info()).num_pending;
    while (pending > 0) {
      const message = await reader.next({ expires: 5000 });
      if (!message) throw new Error(`${event.subject}: ${pending} events could not be read`);
      events.push(event.schema.parse(message.json()) as EventPayload<Event>);
      pending = message.info.pending;
    }
    return events;
  } finally {
    await nc.close();
  }
}

/**
 * Publishes `payload` as the event's first emitter's outbox relay does: its JSON on the event's
 * subject in the EVENTS stream, each time as a new message (as a retried publish would be).
 */
export async function publishEvent<Event extends EventDefinition>(
  infra: TestInfrastructure,
  event: Event,
  payload: EventPayload<Event>,
): Promise<void> {
  const [emitter] = event.emitters;
  if (!emitter) throw new Error(`${event.subject} has no emitter`);
  const nc = await connect(natsConnection(infra, emitter));
  try {
    await jetstream(nc).publish(event.subject, JSON.stringify(event.schema.parse(payload)), {
      msgID: randomUUID(),
    });
  } finally {
    await nc.close();
  }
}

/** Resolves once `consumer` has handled and acknowledged every `event` published so far. */
export async function eventsHandled(
  infra: TestInfrastructure,
  event: EventDefinition,
  consumer: Deployable,
  timeoutMs = 15_000,
): Promise<void> {
  const nc = await connect(natsConnection(infra, consumer));
  try {
    const jsm = await jetstreamManager(nc);
    const durable = durableNameOf(event, consumer);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const info = await jsm.consumers.info(eventStreamName, durable);
      if (info.num_pending === 0 && info.num_ack_pending === 0) return;
      if (Date.now() > deadline) throw new Error(`${durable}: events still pending`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await nc.close();
  }
}
