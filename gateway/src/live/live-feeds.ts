import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  DeliverPolicy,
  jetstream,
  type ConsumerMessages,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { liveStreamName, liveStreamSubjects, liveSubjectOf } from '@dating/contracts';
import { ensureLiveStream, errorMessage, NatsLink } from '@dating/server';
import { readLiveEvent } from './live-event';

/** One event of a member's feed: its id in the stream and its JSON text, as declared. */
export interface LiveDelivery {
  id: number;
  data: string;
}

export type LiveListener = (delivery: LiveDelivery) => void;

/** A tab that was away longer than this many events reloads instead of replaying them. */
export const replayLimit = 200;

/**
 * Every member's live feed as this gateway replica hears it: one ordered consumer on stream LIVE
 * from the moment the replica starts, handed out to the tabs connected here. A tab that
 * reconnects reads what it missed from the stream by subject. Only events that `liveEventSchema`
 * reads reach a tab; another is logged and passed over, and the feed goes on after it.
 */
@Injectable()
export class LiveFeeds implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveFeeds.name);
  private readonly listeners = new Map<number, Set<LiveListener>>();
  private jsm?: JetStreamManager;
  private messages?: ConsumerMessages;

  constructor(private readonly link: NatsLink) {}

  async onModuleInit(): Promise<void> {
    const nc = await this.link.connect();
    this.jsm = await ensureLiveStream(nc);
    const consumer = await jetstream(nc).consumers.get(liveStreamName, {
      filter_subjects: liveStreamSubjects,
      deliver_policy: DeliverPolicy.New,
    });
    this.messages = await consumer.consume();
    void this.relay(this.messages);
  }

  async onModuleDestroy(): Promise<void> {
    await this.messages?.close();
  }

  /** Calls `listener` with each new event of the member's feed until the returned stop. */
  listen(userId: number, listener: LiveListener): () => void {
    const listening = this.listeners.get(userId) ?? new Set<LiveListener>();
    listening.add(listener);
    this.listeners.set(userId, listening);
    return () => {
      listening.delete(listener);
      if (!listening.size) this.listeners.delete(userId);
    };
  }

  /** How many tabs of the member listen on this replica. */
  listening(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /**
   * The member's events after `afterId`, oldest first; null when more than `replayLimit` were
   * missed (or the oldest missed ones are gone), so the tab reloads instead.
   */
  async since(userId: number, afterId: number): Promise<LiveDelivery[] | null> {
    if (!this.jsm) throw new Error('The live feeds are not started');
    const { state } = await this.jsm.streams.info(liveStreamName);
    if (afterId + 1 < state.first_seq) return null;
    const missed: LiveDelivery[] = [];
    let seq = afterId + 1;
    for (;;) {
      const stored = await this.jsm.direct.getMessage(liveStreamName, {
        next_by_subj: liveSubjectOf(userId),
        seq,
      });
      if (!stored) return missed;
      const delivery = this.deliveryOf(stored.seq, stored.string());
      if (delivery) {
        if (missed.length === replayLimit) return null;
        missed.push(delivery);
      }
      seq = stored.seq + 1;
    }
  }

  private async relay(messages: ConsumerMessages): Promise<void> {
    try {
      for await (const message of messages) {
        const userId = Number(message.subject.slice(message.subject.indexOf('.') + 1));
        const listening = this.listeners.get(userId);
        if (!listening) continue;
        const delivery = this.deliveryOf(message.seq, message.string());
        if (!delivery) continue;
        for (const listener of listening) listener(delivery);
      }
    } catch (error) {
      this.logger.error({ msg: 'live feeds stopped', error: errorMessage(error) });
    }
  }

  /** The event as a tab may receive it, or null (logged) for one outside its declaration. */
  private deliveryOf(id: number, text: string): LiveDelivery | null {
    const event = readLiveEvent(text);
    if ('data' in event) return { id, data: event.data };
    this.logger.error({
      msg: 'live event outside its declaration, not sent',
      eventId: id,
      error: event.problem,
    });
    return null;
  }
}
