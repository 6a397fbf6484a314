import {
  AckPolicy,
  DeliverPolicy,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/transport-node';
import {
  durableNameOf,
  eventStreamDays,
  type Deployable,
  type EventDefinition,
} from '@dating/contracts';

/** The one stream that holds every durable event (`events.>`). */
export const eventStreamName = 'EVENTS';
export const eventStreamSubjects = 'events.>';

export const nanosPerMs = 1_000_000;
const day = 24 * 60 * 60 * 1000;
/** Long enough for a service that is down for days to catch up on its events. */
const maxAgeMs = eventStreamDays * day;
/** A publish retried within this window with the same msgID is stored once. */
const duplicateWindowMs = 10 * 60 * 1000;
/** A handler that neither acks nor fails within this time gets its event again. */
export const ackWaitMs = 30_000;

/**
 * Creates stream `config.name` when it is missing, kept on file with limits retention; several
 * deployables may race, the server keeps one.
 */
export async function ensureStream(
  nc: NatsConnection,
  config: Partial<StreamConfig> & Pick<StreamConfig, 'name' | 'subjects'>,
): Promise<JetStreamManager> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(config.name);
  } catch {
    await jsm.streams.add({
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      ...config,
    });
  }
  return jsm;
}

/** The durable events' stream. */
export function ensureEventStream(nc: NatsConnection): Promise<JetStreamManager> {
  return ensureStream(nc, {
    name: eventStreamName,
    subjects: [eventStreamSubjects],
    max_age: maxAgeMs * nanosPerMs,
    duplicate_window: duplicateWindowMs * nanosPerMs,
  });
}

/** The durable consumer `consumer` shares among its replicas for `event`; returns its name. */
export async function ensureEventConsumer(
  jsm: JetStreamManager,
  event: EventDefinition,
  consumer: Deployable,
): Promise<string> {
  const durable = durableNameOf(event, consumer);
  await jsm.consumers.add(eventStreamName, {
    durable_name: durable,
    filter_subject: event.subject,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ackWaitMs * nanosPerMs,
  });
  return durable;
}
