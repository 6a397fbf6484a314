import {
  type EventPayload,
  type membershipEndedEvent,
  type membershipEndingEvent,
  type Notification,
  type NotificationKind,
  type purchaseApprovedEvent,
  type purchaseRejectedEvent,
} from '@dating/contracts';

/**
 * A notification to store. `eventId` is that of the event that tells of it, so a redelivered
 * event stores nothing again; null for one written in the transaction of the change itself.
 */
export interface NewNotification {
  eventId: string | null;
  userId: number;
  kind: NotificationKind;
  otherUserId: number | null;
  conversationId: number | null;
  packageId: number | null;
  reason: string | null;
  until: Date | null;
}

const none = {
  otherUserId: null,
  conversationId: null,
  packageId: null,
  reason: null,
  until: null,
} as const;

/** What a member did that another is told of, written in the same transaction. */
export const notificationOf = {
  interest: (userId: number, fromUserId: number): NewNotification => ({
    ...none,
    eventId: null,
    userId,
    kind: 'interest',
    otherUserId: fromUserId,
  }),
  match: (userId: number, matchedBy: number): NewNotification => ({
    ...none,
    eventId: null,
    userId,
    kind: 'match',
    otherUserId: matchedBy,
  }),
  message: (userId: number, fromUserId: number, conversationId: number): NewNotification => ({
    ...none,
    eventId: null,
    userId,
    kind: 'message',
    otherUserId: fromUserId,
    conversationId,
  }),
  warning: (userId: number, reason: string): NewNotification => ({
    ...none,
    eventId: null,
    userId,
    kind: 'warning',
    reason,
  }),
};

/** What svc-billing's events tell a member of. */
export const notificationOfEvent = {
  approved: (event: EventPayload<typeof purchaseApprovedEvent>): NewNotification => ({
    ...none,
    eventId: event.event_id,
    userId: event.user_id,
    kind: 'purchase-approved',
    packageId: event.package_id,
    until: new Date(event.active_until),
  }),
  rejected: (event: EventPayload<typeof purchaseRejectedEvent>): NewNotification => ({
    ...none,
    eventId: event.event_id,
    userId: event.user_id,
    kind: 'purchase-rejected',
    packageId: event.package_id,
    reason: event.reason,
  }),
  membership: (
    kind: 'membership-ending' | 'membership-ended',
    event: EventPayload<typeof membershipEndingEvent | typeof membershipEndedEvent>,
  ): NewNotification => ({
    ...none,
    eventId: event.event_id,
    userId: event.user_id,
    kind,
    packageId: event.package_id,
    until: new Date(event.member_end),
  }),
};

/** A stored notification. */
export interface NotificationRow extends Omit<NewNotification, 'eventId'> {
  id: number;
  createdAt: Date;
  read: boolean;
}

/** As the member's list shows it, with the other member's name when they are there to see. */
export function notificationView(
  row: NotificationRow,
  names: ReadonlyMap<number, string>,
): Notification {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    read: row.read,
    other_user_id: row.otherUserId,
    other_name: row.otherUserId === null ? null : (names.get(row.otherUserId) ?? null),
    conversation_id: row.conversationId,
    package_id: row.packageId,
    reason: row.reason,
    until: row.until?.toISOString() ?? null,
  };
}
