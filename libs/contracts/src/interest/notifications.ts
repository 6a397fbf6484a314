import { z } from 'zod';
import { idSchema } from '../fields';
import { MessageCode } from '../messages';

/**
 * In-portal notifications (issue 16): what happened to the member, newest first, numbered in the
 * order they were stored; the numbers are the cursors.
 */

export const notificationPageSize = 20;

export const notificationKinds = [
  'interest',
  'match',
  'message',
  'purchase-approved',
  'purchase-rejected',
  'membership-ending',
  'membership-ended',
  'warning',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

const memberId = idSchema(MessageCode.notFoundUser);

/** POST /api/get-notifications: the caller's notifications, newest first. */
export const notificationsListSchema = z.object({
  user_id: memberId,
  /** `next_before` of the previous page. */
  before: idSchema().optional(),
});
export type NotificationsListInput = z.infer<typeof notificationsListSchema>;

/** POST /api/read-notifications: one notification read, or (without `notification_id`) all. */
export const notificationsReadSchema = z.object({
  user_id: memberId,
  notification_id: idSchema().optional(),
});
export type NotificationsReadInput = z.infer<typeof notificationsReadSchema>;

/** POST /api/get-unread-notifications: the bell's count. */
export const unreadNotificationsSchema = z.object({ user_id: memberId });
export type UnreadNotificationsInput = z.infer<typeof unreadNotificationsSchema>;

/** A notification with what its link needs: a profile, a conversation or a package page. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  created_at: z.iso.datetime(),
  read: z.boolean(),
  /** The member it is about (interest, match, message): their profile. */
  other_user_id: z.number().int().nullable(),
  /** Their name; null when they are no longer there to see. */
  other_name: z.string().nullable(),
  conversation_id: z.number().int().nullable(),
  /** The package of a purchase or membership: its page. */
  package_id: z.number().int().nullable(),
  /** Why a purchase was rejected, or the administrator's warning. */
  reason: z.string().nullable(),
  /** When an approved membership or one ending (or ended) lasts until. */
  until: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsListResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(notificationSchema),
  /** The `before` that asks for the next page; null on the last one. */
  next_before: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationsListResult = z.infer<typeof notificationsListResultSchema>;

/** The caller's unread notifications (after marking, for the read call). */
export const unreadNotificationsResultSchema = z.object({
  status: z.literal('OK'),
  unread: z.number().int(),
});
export type UnreadNotificationsResult = z.infer<typeof unreadNotificationsResultSchema>;

/** A live event of kind 'notification': the notification as listed, and the bell's count. */
export const liveNotificationDataSchema = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
export type LiveNotificationData = z.infer<typeof liveNotificationDataSchema>;
