import { interestBlockEvent } from '@dating/contracts';
import { type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { handled, publishEvent } from './events';

/** A block as svc-interest keeps it: [who blocked, whom]. */
export type Block = readonly [number, number];

/**
 * Publishes interestBlockEvent as svc-interest does and waits until svc-profile has handled
 * every block event so far.
 */
export async function blockEvent(
  profile: ServiceUnderTest<ProfileConfig>,
  [blocker_id, blocked_id]: Block,
  blocked: boolean,
  version: number,
): Promise<void> {
  await publishEvent(profile, interestBlockEvent, { blocker_id, blocked_id, blocked, version });
  await handled(profile, interestBlockEvent);
}
