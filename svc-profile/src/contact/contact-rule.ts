/**
 * What svc-profile keeps of SPEC.md §4's contact rule for one viewer and one member, from
 * svc-billing's and svc-interest's events: a fact no event has told yet counts as none.
 */
export interface ContactFacts {
  /** When the viewer's memberships end; null when they have none. */
  activeUntil: Date | null;
  /** Whether the two have answered each other's interest. */
  responded: boolean;
}

/** A membership lasts until its end: expiry needs no event. */
export function membershipActive(activeUntil: Date | null, now: Date): boolean {
  return activeUntil !== null && activeUntil.getTime() > now.getTime();
}

/** Contact details are shared with a viewer who has an active membership and a response. */
export function contactShared(facts: ContactFacts, now: Date): boolean {
  return facts.responded && membershipActive(facts.activeUntil, now);
}
