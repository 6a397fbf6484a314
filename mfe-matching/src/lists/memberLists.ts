/** The three lists of SPEC.md §2: whom I showed interest in, who is interested in me, matches. */
export type MemberListKind = 'myInterest' | 'interestMe' | 'matching';

export interface ListRequest {
  path: '/api/get-user-interest' | '/api/get-user-matching';
  body: { user_id: number; page: number } | { user_interest_id: number; page: number };
}

/** The call that reads page `page` (from 1) of a member's list. */
export function listRequest(kind: MemberListKind, userId: number, page: number): ListRequest {
  switch (kind) {
    case 'myInterest':
      return { path: '/api/get-user-interest', body: { user_id: userId, page } };
    case 'interestMe':
      return { path: '/api/get-user-interest', body: { user_interest_id: userId, page } };
    case 'matching':
      return { path: '/api/get-user-matching', body: { user_id: userId, page } };
  }
}
