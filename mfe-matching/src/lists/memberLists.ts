import { interestCalls, type InterestListResult } from '@dating/contracts';
import { api, type CardPage } from '@dating/portal';

/** The three lists of SPEC.md §2: whom I showed interest in, who is interested in me, matches. */
export type MemberListKind = 'myInterest' | 'interestMe' | 'matching';

/** Page `page` (from 1) of a member's list. */
export function readListPage(
  kind: MemberListKind,
  userId: number,
  page: number,
): Promise<InterestListResult> {
  switch (kind) {
    case 'myInterest':
      return api.call(interestCalls.list, { user_id: userId, page });
    case 'interestMe':
      return api.call(interestCalls.list, { user_interest_id: userId, page });
    case 'matching':
      return api.call(interestCalls.matches, { user_id: userId, page });
  }
}

/** A list's answer as cards and the page number after it, or null on the last page. */
export function cardPageOf(answer: InterestListResult): CardPage<number> {
  return {
    cards: answer.result,
    next: answer.has_more ? answer.page + 1 : null,
    unavailable: answer.unavailable,
  };
}
