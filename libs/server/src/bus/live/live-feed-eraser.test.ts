import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { liveStreamName, liveSubjectOf, type LiveEvent } from '@dating/contracts';
import { natsConnection, startTestInfrastructure, type TestInfrastructure } from '@dating/testing';
import { NatsLink } from '../../nats-link';
import { LiveFeedEraser } from './live-feed-eraser';
import { LivePublisher } from './live-stream';

// On the bus locked down as `npm start` runs it: the emitter's own permissions must do.

let infra: TestInfrastructure;
let link: NatsLink;

beforeAll(async () => {
  infra = await startTestInfrastructure({ lockedBus: true });
  link = new NatsLink(natsConnection(infra, 'svc-interest'));
}, 60_000);

afterAll(async () => {
  await link?.close();
  await infra?.stop();
});

let pushed = 0;
/** Writes a message from `senderId` to the member's feed, as the outbox relay does. */
async function push(userId: number, senderId: number): Promise<void> {
  pushed += 1;
  const event: LiveEvent = {
    kind: 'message',
    data: {
      conversation_id: 1,
      message: {
        id: pushed,
        sender_id: senderId,
        text: `message ${pushed}`,
        masked: false,
        sent_at: new Date().toISOString(),
        read: false,
      },
      unread: 0,
      unread_total: 0,
    },
  };
  await new LivePublisher(link).publish(userId, JSON.stringify(event), `push-${pushed}`);
}

/** The senders of the member's feed, oldest first, read by subject as the gateway reads it. */
async function senders(userId: number): Promise<number[]> {
  const nc = await connect(natsConnection(infra, 'gateway'));
  try {
    const jsm = await jetstreamManager(nc);
    const found: number[] = [];
    for (let seq = 1; ; ) {
      const stored = await jsm.direct.getMessage(liveStreamName, {
        seq,
        next_by_subj: liveSubjectOf(userId),
      });
      if (!stored) return found;
      const event = stored.json<LiveEvent>();
      if (event.kind === 'message') found.push(event.data.message.sender_id);
      seq = stored.seq + 1;
    }
  } finally {
    await nc.close();
  }
}

const from = (senderId: number) => (event: LiveEvent) =>
  event.kind === 'message' && event.data.message.sender_id === senderId;

describe('LiveFeedEraser', () => {
  it("deletes single events of a member's feed and leaves the rest, twice at once as once", async () => {
    await push(5, 7);
    await push(5, 5);
    await push(5, 7);
    await push(6, 7);
    const eraser = new LiveFeedEraser(link);
    const [first, second] = await Promise.all([
      eraser.remove(5, from(7)),
      new LiveFeedEraser(link).remove(5, from(7)),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    expect(await senders(5)).toEqual([5]);
    expect(await senders(6)).toEqual([7]);
    expect(await eraser.remove(5, from(7))).toBe(0);
  });

  it("purges a member's whole feed", async () => {
    await push(8, 9);
    await push(8, 8);
    const eraser = new LiveFeedEraser(link);
    expect(await eraser.purge(8)).toBe(2);
    expect(await senders(8)).toEqual([]);
    expect(await eraser.purge(8)).toBe(0);
  });
});
