import { interestCalls, type InterestAction, type InterestActionResult } from '@dating/contracts';
import { api, toApiError } from '@dating/portal';

/**
 * Takes an interest action (SPEC.md §4): create-interest, or manage-interest with match or
 * ignore. Answers the relation as it now stands.
 */
export async function takeAction(
  action: InterestAction,
  viewerId: number,
  memberId: number,
): Promise<InterestActionResult> {
  const pair = { user_id: viewerId, user_interest_id: memberId };
  if (action === 'interest') return api.call(interestCalls.create, pair);
  const result = await api.call(interestCalls.manage, { ...pair, action });
  if ('relation' in result) return result;
  // Only check and check-response, not asked here, answer without the relation.
  throw toApiError(new Error(`manage-interest answered ${action} without the relation`));
}
