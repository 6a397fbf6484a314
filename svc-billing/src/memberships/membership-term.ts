const dayMs = 24 * 60 * 60 * 1000;

export interface MembershipTerm {
  start: Date;
  end: Date;
}

/**
 * When a newly approved membership runs: from now, or from the end of the member's current
 * membership when that ends later (a renewal follows on, it does not overlap), for the
 * package's number of days.
 */
export function membershipTerm(
  now: Date,
  currentEnd: Date | null,
  durationDays: number,
): MembershipTerm {
  const start = currentEnd && currentEnd > now ? currentEnd : now;
  return { start, end: new Date(start.getTime() + durationDays * dayMs) };
}

/** How long before a membership ends its reminder is sent. */
export const reminderLeadMs = 3 * dayMs;
