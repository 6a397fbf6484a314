import { interestCalls, type BlockedIdsInput, type BlockedIdsResult } from '@dating/contracts';
import { type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { startResponder, type Responder } from './responder';

/** A block as svc-interest keeps it: [who blocked, whom]. */
export type Block = readonly [number, number];

/** Everyone `userId` blocked or was blocked by, as svc-interest answers it. */
export function blockedEitherWay(blocks: readonly Block[], userId: number): BlockedIdsResult {
  return {
    user_ids: blocks.flatMap(([blocker, blocked]) => {
      if (blocker === userId) return [blocked];
      if (blocked === userId) return [blocker];
      return [];
    }),
  };
}

/**
 * svc-interest's answer to svc-profile's blocked-ids question, read from `blocks` at each call
 * (a test may change it). svc-profile fails closed without an answer, so every test of its
 * member reads starts one.
 */
export function answerBlocks(
  profile: ServiceUnderTest<ProfileConfig>,
  blocks: readonly Block[] = [],
): Promise<Responder> {
  return startResponder(profile.infra.natsUrl, 'svc-interest', interestCalls.blockedIds, (body) =>
    blockedEitherWay(blocks, (body as BlockedIdsInput).user_id),
  );
}
