import { allEvents, durableNameOf, type Deployable } from '@dating/contracts';
import { NatsLink } from '../../nats-link';
import { type NatsConnectionOptions } from '../../nats-connection';
import { ensureEventStream, eventStreamName } from './event-stream';

/**
 * Forgets how far `deployable` has read each event it consumes, so that when it next starts its
 * consumers are made afresh and it reads again everything the EVENTS stream still holds (30
 * days): its read models are rebuilt, its handlers being idempotent. Run it while the service is
 * stopped, when it joins or has lost a model. Answers the consumers it removed.
 */
export async function replayEvents(
  deployable: Deployable,
  nats: NatsConnectionOptions,
): Promise<string[]> {
  const link = new NatsLink(nats);
  try {
    const jsm = await ensureEventStream(await link.connect());
    const removed: string[] = [];
    for (const event of allEvents.filter((known) => known.consumers.includes(deployable))) {
      const durable = durableNameOf(event, deployable);
      if (await jsm.consumers.delete(eventStreamName, durable).catch(() => false))
        removed.push(durable);
    }
    return removed;
  } finally {
    await link.close();
  }
}
