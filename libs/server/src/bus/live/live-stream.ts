import { DiscardPolicy, jetstream, type JetStreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/transport-node';
import {
  liveFeedHours,
  liveStreamName,
  liveStreamSubjects,
  liveSubjectOf,
} from '@dating/contracts';
import { NatsLink } from '../../nats-link';
import { ensureStream, nanosPerMs } from '../events/event-stream';

/** How long a tab may be away and still resume without missing an event. */
const keptMs = liveFeedHours * 60 * 60 * 1000;
/** A member's feed beyond this drops its oldest events (a tab that far behind reloads). */
const keptPerMember = 1000;
const duplicateWindowMs = 10 * 60 * 1000;

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
    // Longer than the outbox relay's lease: a push sent again after a crash is stored once.
    duplicate_window: duplicateWindowMs * nanosPerMs,
  });
}

/**
 * Writes to members' live feeds for the outbox relay (liveEmitters): resolves once stored; a
 * message id seen within the stream's duplicate window is stored once.
 */
export class LivePublisher {
  private stream?: Promise<JetStreamManager>;

  constructor(private readonly link: NatsLink) {}

  async publish(userId: number, data: string, msgID: string): Promise<void> {
    const nc = await this.link.connect();
    this.stream ??= ensureLiveStream(nc).catch((error: unknown) => {
      this.stream = undefined;
      throw error;
    });
    await this.stream;
    try {
      await jetstream(nc).publish(liveSubjectOf(userId), data, { msgID });
    } catch (error) {
      // The stream may be gone (an operator removed it): the next try makes it again.
      this.stream = undefined;
      throw error;
    }
  }
}
