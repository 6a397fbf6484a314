import { type JetStreamManager } from '@nats-io/jetstream';
import { liveEventSchema, liveStreamName, liveSubjectOf, type LiveEvent } from '@dating/contracts';
import { NatsLink } from '../../nats-link';
import { ensureLiveStream } from './live-stream';

/**
 * Takes out of stream LIVE what an erased member (issue 29) must not leave there for the day it
 * keeps pushes: their own feed whole, and single events of other members' feeds. A tab that
 * resumes after a single event was deleted still gets every other event it missed (the gateway
 * reads a feed on by sequence), which a purge of the whole feed would lose without a reload.
 */
export class LiveFeedEraser {
  private stream?: Promise<JetStreamManager>;

  constructor(private readonly link: NatsLink) {}

  /** Empties the member's feed; answers how many events it held. */
  async purge(userId: number): Promise<number> {
    const jsm = await this.manager();
    const { purged } = await jsm.streams.purge(liveStreamName, { filter: liveSubjectOf(userId) });
    return purged;
  }

  /**
   * Deletes, overwriting them, the events of the member's feed that `drop` picks; the rest
   * stays. Another replica deleting the same event meanwhile is no failure. Answers how many.
   */
  async remove(userId: number, drop: (event: LiveEvent) => boolean): Promise<number> {
    const jsm = await this.manager();
    let removed = 0;
    for (let seq = 1; ; ) {
      const stored = await jsm.direct.getMessage(liveStreamName, {
        seq,
        next_by_subj: liveSubjectOf(userId),
      });
      if (!stored) return removed;
      const event = liveEventSchema.safeParse(jsonOf(stored.string()));
      if (event.success && drop(event.data)) {
        await this.deleteEvent(jsm, stored.seq);
        removed += 1;
      }
      seq = stored.seq + 1;
    }
  }

  private async deleteEvent(jsm: JetStreamManager, seq: number): Promise<void> {
    try {
      await jsm.streams.deleteMessage(liveStreamName, seq);
    } catch (error) {
      if (await jsm.direct.getMessage(liveStreamName, { seq })) throw error;
    }
  }

  private async manager(): Promise<JetStreamManager> {
    this.stream ??= this.link
      .connect()
      .then(ensureLiveStream)
      .catch((error: unknown) => {
        this.stream = undefined;
        throw error;
      });
    return this.stream;
  }
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
