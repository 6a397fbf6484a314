import {
  type EventPayload,
  type interestReceivedEvent,
  type matchEvent,
  type memberWarnedEvent,
  type membershipEndedEvent,
  type membershipEndingEvent,
  type messageSentEvent,
  type Notification,
  type NotificationKind,
  type purchaseApprovedEvent,
  type purchaseRejectedEvent,
} from '@dating/contracts';

/** A notification to store, from the event that tells of it. */
export interface NewNotification {
  eventId: string;
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

export const notificationOf = {
  interest: (event: EventPayload<typeof interestReceivedEvent>): NewNotification => ({
    ...none,
    eventId: event.event_id,
    userId: event.user_id,
    kind: 'interest',
    otherUserId: event.from_user_id,
  }),
  match: (event: EventPayload<typeof matchEvent>): NewNotification => ({
    ...none,
    eventId: event.event_id,
    userId: event.user_id,
    kind: 'match',
    otherUserId: event.matched_by,
  }),
  message: (event: EventPayload<typeof messageSentEvent>): NewNotification => ({
    ...none,
    eventId: event.event_id,
    userId: event.user_id,
    kind: 'message',
    otherUserId: event.from_user_id,
    conversationId: event.conversation_id,
  }),
  warning: (event: EventPayload<typeof memberWarnedEvent>): NewNotification => ({
    ...none,
    eventId: event.event_id,
    userId: event.user_id,
    kind: 'warning',
    reason: event.reason,
  }),
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
