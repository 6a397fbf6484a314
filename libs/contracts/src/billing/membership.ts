import { z } from 'zod';

/** USER_MEMBER.member_status (SPEC.md §9): N active, E expired. */
export const MemberStatus = { Active: 'N', Expired: 'E' } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

const time = z.iso.datetime();

/** USER_MEMBER as the member's list shows it; times are ISO strings. */
export const userMemberViewSchema = z.object({
  member_id: z.number().int(),
  purchase_id: z.number().int(),
  package_id: z.number().int(),
  member_status: z.enum(MemberStatus),
  member_start: time,
  member_end: time,
  create_datetime: time,
});
export type UserMemberView = z.infer<typeof userMemberViewSchema>;

const span = { member_start: time, member_end: time };

export const membershipStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('active'), ...span }),
  z.object({ state: z.literal('expired'), ...span }),
  z.object({ state: z.literal('none') }),
]);
export type MembershipState = z.infer<typeof membershipStateSchema>;

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

/** get-user-members: the caller's USER_MEMBER rows and the status they make. */
export const membershipsListResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(userMemberViewSchema),
  membership: membershipStateSchema,
});
export type MembershipsListResult = z.infer<typeof membershipsListResultSchema>;
