import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { type EventDefinition, type EventPayload } from '@dating/contracts';
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
