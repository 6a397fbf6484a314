import { type NotificationKind } from '@dating/contracts';

/**
 * How much one member's doings may ring another's bell (issue 27). A repeat is not stored at
 * all while the same kind from the same member is still unread (notification_unread_from_key):
 * these limits are for what is left, a member who reads and is pestered again.
 */
export const notificationLimits = {
  /**
   * Interest and match notifications one member may cause another within 24 hours. Three lets
   * a real change of heart through (interest, ignored, interest again after the other read it)
   * and stops a loop at once.
   */
  perActorPerDay: 3,
  /**
   * Notifications from other members a member is pushed live within an hour; beyond it they
   * are still stored (the bell and the list show them) but do not ring on every open tab.
   */
  pushedPerHour: 30,
} as const;

/** The windows the limits count in: a day for one member's doings, an hour for the pushes. */
export const notificationWindows = {
  perActorSeconds: 24 * 60 * 60,
  pushedSeconds: 60 * 60,
} as const;

/**
 * Kinds one member causes another by acting on them alone, limited per actor. A message is
 * not: it comes from a match the member accepted, one notification a conversation while
 * unread (notification_unread_message_key), under the sender's message limits, and only the
 * member's own reading lets a new one in.
 */
export const perActorKinds: readonly NotificationKind[] = ['interest', 'match'];

/** Kinds about another member, the ones the hourly push limit counts and holds back. */
export const memberCausedKinds: readonly NotificationKind[] = ['interest', 'match', 'message'];

/** Whether the limits apply to the kind (else it is stored and pushed as it comes). */
export function isMemberCaused(kind: NotificationKind): boolean {
  return memberCausedKinds.includes(kind);
}

/** What the database counted before a notification is stored, under the member's lock. */
export interface RecentNotifications {
  /** Of perActorKinds, from this notification's other member to this member, in 24 hours. */
  fromActorToday: number;
  /** Of memberCausedKinds, to this member from anyone, in the last hour. */
  toMemberLastHour: number;
}

/**
 * push: stored and told to the member's open tabs; store: stored only, shown at the next
 * load; drop: not stored at all.
 */
export type NotificationDelivery = 'push' | 'store' | 'drop';

/** Whether a new notification is stored and pushed, given what the member already had. */
export function deliveryOf(
  kind: NotificationKind,
  recent: RecentNotifications,
  limits: { perActorPerDay: number; pushedPerHour: number } = notificationLimits,
): NotificationDelivery {
  if (!isMemberCaused(kind)) return 'push';
  if (perActorKinds.includes(kind) && recent.fromActorToday >= limits.perActorPerDay) return 'drop';
  if (recent.toMemberLastHour >= limits.pushedPerHour) return 'store';
  return 'push';
}
