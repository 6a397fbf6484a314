import { z } from 'zod';
import { idSchema, textSchema } from '../fields';
import { photoSlots } from '../profile/photos';
import { MessageCode } from '../messages';
import { saidFields } from '../said-fields';

const memberId = idSchema(MessageCode.notFoundUser);
const page = z.coerce.number().int().min(1).max(10000).default(1);
const photoSlot = z
  .number({ error: MessageCode.photoSlot })
  .int({ error: MessageCode.photoSlot })
  .refine((value) => (photoSlots as readonly number[]).includes(value), {
    error: MessageCode.photoSlot,
  });

/** Why a member reports another (the Report dialog's choices, in this order). */
export const reportReasons = [
  'scam',
  'fake',
  'harassment',
  'offensive',
  'underage',
  'other',
] as const;
export const reportReasonSchema = z.enum(reportReasons, {
  error: MessageCode.reportReasonRequired,
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

/**
 * POST /api/report-member: the caller (user_id) reports reported_user_id, optionally one of
 * their photos, with an optional text. A report also blocks.
 *
 * `attach_conversation` (from the conversation page) attaches the pair's latest conversation:
 * the server finds it from the two members, so only a conversation between them can be
 * attached; when they have none, the report is stored without one.
 */
export const reportSchema = z
  .object({
    user_id: memberId,
    reported_user_id: memberId,
    reason: reportReasonSchema,
    text: textSchema({ max: 1000, multiline: true }).optional(),
    photo_slot: photoSlot.optional(),
    attach_conversation: z.boolean().optional(),
  })
  .refine((input) => input.user_id !== input.reported_user_id, {
    error: MessageCode.notReportYourself,
    path: ['reported_user_id'],
  });
export type ReportInput = z.infer<typeof reportSchema>;
export const reportResultSchema = z.object({ status: z.literal('OK'), ...saidFields });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** POST /api/admin/reports/queue: reported members with open reports, the longest waiting first. */
export const reportQueueSchema = z.object({ page });

/** A message of a conversation attached to a report, as it was written (admins only). */
export const reportedMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  /** What was written, also where the members saw contact details masked; empty when removed. */
  text: z.string(),
  sent_at: z.string(),
  /** Its sender deleted their account (issue 29): its text is gone. */
  removed: z.boolean().optional(),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

export const reportEntrySchema = z.object({
  report_id: z.number().int(),
  reporter_id: z.number().int(),
  reporter_name: z.string(),
  reason: reportReasonSchema,
  text: z.string().nullable(),
  photo_slot: z.number().int().nullable(),
  /** The reported photo as it is now (admins only), when the report named one that still exists. */
  photo_url: z.string().nullable(),
  /**
   * The attached conversation's latest messages, oldest first, also when a block has since
   * closed it; null when the report attached none.
   */
  conversation: z.array(reportedMessageSchema).nullable(),
  created_at: z.string(),
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

export const reportedMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  card_url: z.string().nullable(),
  open_reports: z.number().int(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  reports: z.array(reportEntrySchema),
  first_reported_at: z.string(),
});
export type ReportedMember = z.infer<typeof reportedMemberSchema>;

export const reportQueueResultSchema = z.object({
  items: z.array(reportedMemberSchema),
  /** Reported members with open reports (the queue's length). */
  total: z.number().int(),
  /** Open reports in all. */
  open_reports: z.number().int(),
});
export type ReportQueueResult = z.infer<typeof reportQueueResultSchema>;

/**
 * How an admin closes a member's open reports. `dismiss` and `warn` act here (warn mails the
 * member in their language); `photo-removed` (of a slot) and `deactivated` first have svc-profile
 * remove the photo or svc-auth deactivate the member, for the admin, then close the reports.
 */
export const reportResolutions = ['dismiss', 'warn', 'photo-removed', 'deactivated'] as const;
export const reportResolutionSchema = z.enum(reportResolutions);
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

const resolving = {
  reported_user_id: memberId,
  reason: textSchema({ max: 500, error: MessageCode.reasonRequired }).min(1, {
    error: MessageCode.reasonRequired,
  }),
};

/**
 * POST /api/admin/reports/resolve: closes every open report on reported_user_id; a photo removal
 * names the slot.
 */
export const reportResolveSchema = z.discriminatedUnion('resolution', [
  z.object({ ...resolving, resolution: z.enum(['dismiss', 'warn', 'deactivated']) }),
  z.object({ ...resolving, resolution: z.literal('photo-removed'), slot: photoSlot }),
]);
export type ReportResolveInput = z.infer<typeof reportResolveSchema>;
export const reportResolveResultSchema = z.object({
  ok: z.literal(true),
  closed: z.number().int(),
});

/** POST /api/admin/members/:user_id/safety: a member's reports and blocks, for their admin page. */
export const memberSafetySchema = z.object({ user_id: memberId });

const safetyReportSchema = z.object({
  report_id: z.number().int(),
  /** The other member: the reported one in `made`, the reporter in `received`. */
  other_user_id: z.number().int(),
  other_name: z.string(),
  reason: reportReasonSchema,
  text: z.string().nullable(),
  status: z.enum(['open', ...reportResolutions]),
  created_at: z.string(),
});
export type SafetyReport = z.infer<typeof safetyReportSchema>;

export const memberSafetyResultSchema = z.object({
  reports_made: z.array(safetyReportSchema),
  reports_received: z.array(safetyReportSchema),
  /** Members this member blocked, and members who blocked them. */
  blocks_made: z.number().int(),
  blocked_by: z.number().int(),
});
export type MemberSafetyResult = z.infer<typeof memberSafetyResultSchema>;
