import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  durableNameOf,
  interestBlockEvent,
  interestCalls,
  type BlockedIdsInput,
  type BlockPairsResult,
} from '@dating/contracts';
import { eventStreamName } from '@dating/server';
import { natsConnection, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { startResponder, type Responder } from './responder';

/** A block as svc-interest keeps it: [who blocked, whom]. */
export type Block = readonly [number, number];

/** Every block of `userId`, either way, as svc-interest answers it for blocks from before events. */
export function blockPairsOf(blocks: readonly Block[], userId: number): BlockPairsResult {
  return {
    pairs: blocks
      .filter(([blocker, blocked]) => blocker === userId || blocked === userId)
      .map(([blocker_id, blocked_id]) => ({ blocker_id, blocked_id, blocked: true, version: 0 })),
  };
}

/**
 * svc-interest's answer to svc-profile's question for a member's blocks, read from `blocks` at
 * each call. svc-profile fails closed without an answer for a member it does not know yet, so
 * every test of its member reads starts one.
 */
export function answerBlocks(
  profile: ServiceUnderTest<ProfileConfig>,
  blocks: readonly Block[] = [],
): Promise<Responder> {
  return startResponder(profile.infra.natsUrl, 'svc-interest', interestCalls.blockPairs, (body) =>
    blockPairsOf(blocks, (body as BlockedIdsInput).user_id),
  );
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Publishes interestBlockEvent as svc-interest does (each time as a new message, as a retried
 * publish would be) and waits until svc-profile has handled every block event so far.
 */
export async function blockEvent(
  profile: ServiceUnderTest<ProfileConfig>,
  [blocker_id, blocked_id]: Block,
  blocked: boolean,
  version: number,
): Promise<void> {
  const publisher = await connect(natsConnection(profile.infra, 'svc-interest'));
  try {
    await jetstream(publisher).publish(
      interestBlockEvent.subject,
      JSON.stringify({ blocker_id, blocked_id, blocked, version }),
      { msgID: randomUUID() },
    );
  } finally {
    await publisher.close();
  }
  const consumer = await connect(natsConnection(profile.infra, 'svc-profile'));
  try {
    const jsm = await jetstreamManager(consumer);
    const durable = durableNameOf(interestBlockEvent, 'svc-profile');
    await until(async () => {
      const info = await jsm.consumers.info(eventStreamName, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
  } finally {
    await consumer.close();
  }
}
