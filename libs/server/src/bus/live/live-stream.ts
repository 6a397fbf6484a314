import { DiscardPolicy, jetstream, type JetStreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/transport-node';
import {
  liveEventSchema,
  liveStreamName,
  liveStreamSubjects,
  liveSubjectOf,
  type LiveEvent,
} from '@dating/contracts';
import { NatsLink } from '../../nats-link';
import { ensureStream, nanosPerMs } from '../events/event-stream';

/** How long a tab may be away and still resume without missing an event. */
const keptMs = 24 * 60 * 60 * 1000;
/** A member's feed beyond this drops its oldest events (a tab that far behind reloads). */
const keptPerMember = 1000;

/** Stream LIVE; the gateway and the emitters may race to create it. */
export function ensureLiveStream(nc: NatsConnection): Promise<JetStreamManager> {
  return ensureStream(nc, {
    name: liveStreamName,
    subjects: [liveStreamSubjects],
    discard: DiscardPolicy.Old,
    max_age: keptMs * nanosPerMs,
    max_msgs_per_subject: keptPerMember,
    // Resuming reads a member's missed events one by one by subject.
    allow_direct: true,
  });
}

/** Writes to members' live feeds (liveEmitters); resolves with the event's id once stored. */
export class LivePublisher {
  private stream?: Promise<JetStreamManager>;

  constructor(private readonly link: NatsLink) {}

  async publish(userId: number, event: LiveEvent): Promise<number> {
    const nc = await this.link.connect();
    this.stream ??= ensureLiveStream(nc).catch((error: unknown) => {
      this.stream = undefined;
      throw error;
    });
    await this.stream;
    const data = JSON.stringify(liveEventSchema.parse(event));
    const ack = await jetstream(nc).publish(liveSubjectOf(userId), data);
    return ack.seq;
  }
}
