import { z } from 'zod';
import { type Deployable } from './call';

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

export const memberActiveEvent = defineEvent({
  subject: 'events.gateway.member-active',
  emitters: ['gateway'],
  consumers: ['svc-profile'],
  schema: z.object({ user_id: userId, at: z.iso.datetime() }),
  summary:
    'A member made an authenticated request (each gateway replica says so at most once per member per 10 minutes)',
});

export const membershipEvent = defineEvent({
  subject: 'events.billing.membership',
  emitters: ['svc-billing'],
  consumers: ['svc-profile'],
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

export const allEvents: readonly EventDefinition[] = [
  memberStatusEvent,
  adminActionEvent,
  memberActiveEvent,
  membershipEvent,
  interestResponseEvent,
];
