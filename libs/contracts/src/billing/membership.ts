/** USER_MEMBER.member_status (SPEC.md §9): N active, E expired. */
export const MemberStatus = { Active: 'N', Expired: 'E' } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

/** USER_MEMBER as the member's list shows it; times are ISO strings. */
export interface UserMemberView {
  member_id: number;
  purchase_id: number;
  package_id: number;
  member_status: MemberStatus;
  member_start: string;
  member_end: string;
  create_datetime: string;
}

export type MembershipState =
  | { state: 'active'; member_start: string; member_end: string }
  | { state: 'expired'; member_start: string; member_end: string }
  | { state: 'none' };

const newestFirst = (a: UserMemberView, b: UserMemberView) =>
  b.member_end.localeCompare(a.member_end) || b.member_id - a.member_id;

/**
 * SPEC.md §4: active if any record is N (from the earliest active start to the latest active
 * end, so a renewal that starts when the current one ends reads as one span); otherwise the
 * newest E record is shown as expired; with no records there is no subscription.
 */
export function membershipStateOf(rows: readonly UserMemberView[]): MembershipState {
  const active = rows.filter((row) => row.member_status === MemberStatus.Active);
  const [first, ...rest] = active;
  if (first) {
    return rest.reduce<MembershipState & { state: 'active' }>(
      (span, row) => ({
        state: 'active',
        member_start: row.member_start < span.member_start ? row.member_start : span.member_start,
        member_end: row.member_end > span.member_end ? row.member_end : span.member_end,
      }),
      { state: 'active', member_start: first.member_start, member_end: first.member_end },
    );
  }
  const newest = [...rows].sort(newestFirst)[0];
  if (!newest) return { state: 'none' };
  return { state: 'expired', member_start: newest.member_start, member_end: newest.member_end };
}

export interface MembershipsListResult {
  status: 'OK';
  result: UserMemberView[];
  membership: MembershipState;
}
