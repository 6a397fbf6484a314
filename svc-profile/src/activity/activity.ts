import { type Activity } from '@dating/contracts';

const hourMs = 60 * 60 * 1000;

/** A member's last activity as others may read it: within 24 hours, within 7 days, or null. */
export function activityOf(lastActive: Date, now: Date): Activity {
  const ago = now.getTime() - lastActive.getTime();
  if (ago < 24 * hourMs) return 'today';
  if (ago < 7 * 24 * hourMs) return 'week';
  return null;
}

/** What a card or profile says about a member's activity. */
export interface ActivityFacts {
  lastActive: Date;
  /** The member shows their activity. */
  shown: boolean;
}

/**
 * Activity is mutual: a member who hides theirs sees nobody's, and a visitor (no viewer
 * setting) sees nobody's either.
 */
export function activitySeen(
  member: ActivityFacts,
  viewerShows: boolean | null,
  now: Date,
): Activity {
  if (viewerShows !== true || !member.shown) return null;
  return activityOf(member.lastActive, now);
}
