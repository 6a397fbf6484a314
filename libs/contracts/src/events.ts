import { z } from 'zod';
import { type Deployable } from './call';
import { erasingServices } from './privacy/erasure';
import { exportingServices, exportPathPattern } from './privacy/export';
import { languages } from './language';

/**
 * One durable event, declared once: the publisher validates with it, each consumer gets its own
 * durable JetStream consumer, and NATS permissions are generated from it.
 */
export interface EventDefinition<Payload extends z.ZodType = z.ZodType> {
  /** `events.<area>.<name>`; the EVENTS stream holds `events.>`. */
  subject: `events.${string}`;
  /** The deployables that may publish it. */
  emitters: readonly Deployable[];
  /** The deployables that consume it, each with one durable consumer shared by its replicas. */
  consumers: readonly Deployable[];
  schema: Payload;
  summary: string;
}

export type EventPayload<Event extends EventDefinition> = z.output<Event['schema']>;

export function defineEvent<Payload extends z.ZodType>(
  event: EventDefinition<Payload>,
): EventDefinition<Payload> {
  if (!event.emitters.length || !event.consumers.length)
    throw new Error(`${event.subject}: an event names its emitters and its consumers`);
  return event;
}

/** The durable consumer's name of `consumer` for `event` (e.g. `svc-profile_events-auth-member-status`). */
export function durableNameOf(event: Pick<EventDefinition, 'subject'>, consumer: Deployable) {
  return `${consumer}_${event.subject.replaceAll('.', '-')}`;
}

export const adminActions = [
  'purchase.approve',
  'purchase.reject',
  'package.save',
  'member.deactivate',
  'member.reactivate',
  'member.reset-link',
  'member.export',
  'photo.approve',
  'photo.remove',
  'verification.approve',
  'verification.reject',
  'report.dismiss',
  'report.warn',
] as const;
export const adminActionSchema = z.enum(adminActions);
export type AdminAction = z.infer<typeof adminActionSchema>;

const userId = z.number().int().positive();

export const memberStatusEvent = defineEvent({
  subject: 'events.auth.member-status',
  emitters: ['svc-auth'],
  consumers: ['svc-profile', 'svc-interest', 'svc-billing'],
  schema: z.object({
    user_id: userId,
    active: z.boolean(),
    reason: z.string().nullable(),
    at: z.iso.datetime(),
  }),
  summary: 'A member was deactivated (active false, with the reason) or reactivated',
});

export const adminActionEvent = defineEvent({
  subject: 'events.admin.action',
  emitters: ['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing'],
  consumers: ['svc-auth'],
  schema: z.object({
    id: z.uuid(),
    actor_user_id: userId,
    action: adminActionSchema,
    target_user_id: userId.nullable(),
    object: z.string().max(200).nullable(),
    reason: z.string().max(500).nullable(),
    at: z.iso.datetime(),
  }),
  summary: 'An administrator acted; svc-auth keeps the append-only audit log',
});

export const membershipEvent = defineEvent({
  subject: 'events.billing.membership',
  emitters: ['svc-billing'],
  consumers: ['svc-profile', 'svc-interest'],
  schema: z.object({ user_id: userId, active_until: z.iso.datetime() }),
  summary:
    "A member's memberships now last until active_until (an approved purchase). It only ever moves later, and a membership ends by time, with no event of its own",
});

export const interestResponseEvent = defineEvent({
  subject: 'events.interest.response',
  emitters: ['svc-interest'],
  consumers: ['svc-profile'],
  schema: z.object({
    user_id: userId,
    other_user_id: userId,
    /** Each has answered the other's interest (they are matched). */
    responded: z.boolean(),
    /** Orders the changes of one pair: a higher version is the newer state. */
    version: z.number().int().nonnegative(),
  }),
  summary:
    "Whether two members have answered each other's interest (a match) changed: for contact details",
});

export const interestBlockEvent = defineEvent({
  subject: 'events.interest.block',
  emitters: ['svc-interest'],
  consumers: ['svc-profile'],
  schema: z.object({
    blocker_id: userId,
    blocked_id: userId,
    /** blocker_id blocks blocked_id from now on (false: no longer). */
    blocked: z.boolean(),
    /** Orders the changes of one pair, as interestResponseEvent's: a higher version is newer. */
    version: z.number().int().nonnegative(),
  }),
  summary:
    'A member blocked or unblocked another: svc-profile hides blocked members (either way) from its reads',
});

/*
 * What svc-billing tells a member of, through svc-interest's notifications (issue 16): each
 * event names the member told (`user_id`) and carries an `event_id`, also its msgID, that the
 * notifications keep so a redelivered event makes no second notification.
 */
const eventId = z.uuid();
const at = z.iso.datetime();

export const purchaseApprovedEvent = defineEvent({
  subject: 'events.billing.purchase-approved',
  emitters: ['svc-billing'],
  consumers: ['svc-interest'],
  schema: z.object({
    event_id: eventId,
    user_id: userId,
    purchase_id: z.number().int().positive(),
    package_id: z.number().int().positive(),
    active_until: at,
  }),
  summary: "The member's purchase was approved: a notification",
});

export const purchaseRejectedEvent = defineEvent({
  subject: 'events.billing.purchase-rejected',
  emitters: ['svc-billing'],
  consumers: ['svc-interest'],
  schema: z.object({
    event_id: eventId,
    user_id: userId,
    purchase_id: z.number().int().positive(),
    package_id: z.number().int().positive(),
    reason: z.string().max(500),
  }),
  summary: "The member's purchase was rejected, with the reason: a notification",
});

const membershipChange = z.object({
  event_id: eventId,
  user_id: userId,
  member_id: z.number().int().positive(),
  package_id: z.number().int().positive(),
  member_end: at,
});

export const membershipEndingEvent = defineEvent({
  subject: 'events.billing.membership-ending',
  emitters: ['svc-billing'],
  consumers: ['svc-interest'],
  schema: membershipChange,
  summary: "The member's membership ends within three days, with no renewal after it",
});

export const membershipEndedEvent = defineEvent({
  subject: 'events.billing.membership-ended',
  emitters: ['svc-billing'],
  consumers: ['svc-interest'],
  schema: membershipChange,
  summary: "The member's membership ended, with no renewal after it",
});

/**
 * What names a deleted member in the records kept after their account is gone (billing for the
 * legal period, reports about them, the admin audit log): random, linked to nobody once svc-auth
 * erased the account.
 */
export const pseudonymSchema = z.string().regex(/^member-[0-9a-f]{16}$/);
export type Pseudonym = z.infer<typeof pseudonymSchema>;

export const memberDeletedEvent = defineEvent({
  subject: 'events.auth.member-deleted',
  emitters: ['svc-auth'],
  consumers: erasingServices,
  schema: z.object({
    event_id: eventId,
    user_id: userId,
    pseudonym: pseudonymSchema,
    /** When the grace period ended and svc-auth erased the account. */
    at,
  }),
  summary:
    "A member's account was deleted after its grace period: each service erases what it holds of them, keeping only what the law or moderation needs, under the pseudonym, then says so with events.privacy.member-erased",
});

export const memberErasedEvent = defineEvent({
  subject: 'events.privacy.member-erased',
  emitters: erasingServices,
  consumers: ['svc-auth'],
  schema: z.object({
    event_id: eventId,
    user_id: userId,
    service: z.enum(erasingServices),
    at,
    /** Per table or bucket: rows (objects) erased. */
    erased: z.record(z.string().max(60), z.number().int().nonnegative()),
    /** Per table or bucket: rows (objects) kept under the pseudonym. */
    pseudonymised: z.record(z.string().max(60), z.number().int().nonnegative()),
  }),
  summary:
    "A service erased a deleted member's data (counts per table): svc-auth shows each deletion's progress per service",
});

export const exportRequestedEvent = defineEvent({
  subject: 'events.auth.export-requested',
  emitters: ['svc-auth'],
  consumers: exportingServices,
  schema: z.object({
    event_id: eventId,
    export_id: z.uuid(),
    user_id: userId,
    /** The language the member's labels and the files' explanations are written in. */
    lang: z.enum(languages),
    at,
  }),
  summary:
    "A member's data export was asked for (by them, or by an admin for a letter): each service writes its part into the exports bucket, then says so with events.privacy.export-part-ready",
});

/** One file a service wrote into an export: its path in the zip, size, and what it holds. */
export const exportFileSchema = z.object({
  path: z.string().max(200).regex(exportPathPattern),
  bytes: z.number().int().nonnegative(),
  /** A sentence for README.txt, in the export's language. */
  about: z.string().min(1).max(500),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

export const exportPartReadyEvent = defineEvent({
  subject: 'events.privacy.export-part-ready',
  emitters: exportingServices,
  consumers: ['svc-auth'],
  schema: z.object({
    event_id: eventId,
    export_id: z.uuid(),
    user_id: userId,
    service: z.enum(exportingServices),
    at,
    files: z.array(exportFileSchema).max(5000),
  }),
  summary:
    "A service wrote its part of a member's data export: svc-auth marks the export ready when every part is in",
});

export const allEvents: readonly EventDefinition[] = [
  memberStatusEvent,
  adminActionEvent,
  membershipEvent,
  interestResponseEvent,
  interestBlockEvent,
  purchaseApprovedEvent,
  purchaseRejectedEvent,
  membershipEndingEvent,
  membershipEndedEvent,
  memberDeletedEvent,
  memberErasedEvent,
  exportRequestedEvent,
  exportPartReadyEvent,
];
