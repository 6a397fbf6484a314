/**
 * What svc-profile knows of SPEC.md §4's contact rule for one viewer and one member; null where
 * it has not heard yet (members from before it kept them).
 */
export interface KnownContact {
  /** When the viewer's memberships end; null inside when they have none. */
  membership: { activeUntil: Date | null } | null;
  /** Whether the two have answered each other's interest. */
  responded: boolean | null;
}

/** A membership lasts until its end: expiry needs no event. */
export function membershipActive(activeUntil: Date | null, now: Date): boolean {
  return activeUntil !== null && activeUntil.getTime() > now.getTime();
}

/**
 * Whether what is known already settles the rule: 'shared', 'withheld', or 'ask' when a part
 * still unknown decides it. One part known to fail is enough to withhold.
 */
export function contactVerdict(known: KnownContact, now: Date): 'shared' | 'withheld' | 'ask' {
  if (known.responded === false) return 'withheld';
  if (known.membership && !membershipActive(known.membership.activeUntil, now)) return 'withheld';
  return known.membership && known.responded ? 'shared' : 'ask';
}
