import { interestCalls, type Caller } from '@dating/contracts';
import { type CallClient } from '@dating/server';

/**
 * The members hidden from `caller` because one of them blocked the other, asked of svc-interest
 * once per read. It fails closed: when svc-interest cannot answer, the read answers 503 rather
 * than show members who may be blocked. A visitor (no caller) has blocked nobody.
 */
export async function blockedEitherWay(
  calls: CallClient,
  caller: Caller | null,
): Promise<number[]> {
  if (!caller) return [];
  const { user_ids } = await calls.call(
    interestCalls.blockedIds,
    { user_id: caller.userId },
    { caller, onFailure: 'unavailable' },
  );
  return user_ids;
}
