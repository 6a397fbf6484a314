import { z } from 'zod';
import { idSchema, textSchema } from '../fields';

import { photoSlots } from './photos';
import { MessageCode } from '../messages';

const userId = idSchema(MessageCode.notFoundUser);
const slot = idSchema(MessageCode.photoSlot).refine(
  (value) => (photoSlots as readonly number[]).includes(value),
  { error: MessageCode.photoSlot },
);
const page = z.coerce.number().int().min(1).max(10000).default(1);
const reason = textSchema({ max: 500, error: MessageCode.reasonRequired }).min(1, {
  error: MessageCode.reasonRequired,
});
const ok = z.object({ ok: z.literal(true) });

/** Admin queues are read this many items a page. */
export const moderationPageSize = 24;

/** NATS only (svc-interest): whether a member has open reports (their pending photos hide). */
export const reportedMemberSetSchema = z.object({ user_id: userId, has_open_reports: z.boolean() });
export type ReportedMemberSetInput = z.infer<typeof reportedMemberSetSchema>;
export const reportedMemberSetResultSchema = ok;

/**
 * NATS only (svc-interest's moderation queue and a member's safety record, for admins): the
 * names and photo-1 card URLs of these members whatever their visibility, and the photos in the
 * slots named, with grants (a reported member's pending photos are hidden from others).
 */
export const moderationMembersSchema = z.object({
  /** A queue page: 24 reported members and the reporters of up to 20 reports each. */
  user_ids: z.array(userId).max(1000),
  photos: z.array(z.object({ user_id: userId, slot })).max(100),
});
export type ModerationMembersInput = z.infer<typeof moderationMembersSchema>;
export const moderationMembersResultSchema = z.object({
  /** Members with a profile (User Information); others are left out. */
  members: z.array(
    z.object({ user_id: z.number().int(), name: z.string(), card_url: z.string().nullable() }),
  ),
  /** The named photos that exist now. */
  photos: z.array(z.object({ user_id: z.number().int(), slot: z.number().int(), url: z.string() })),
});
export type ModerationMembersResult = z.infer<typeof moderationMembersResultSchema>;

/** POST /api/admin/photos/queue and /api/admin/verifications/queue */
export const reviewQueueSchema = z.object({ page });

export const photoReviewItemSchema = z.object({
  user_id: z.number().int(),
  username: z.string().optional(),
  name: z.string(),
  slot: z.number().int(),
  url: z.string(),
  card_url: z.string(),
  uploaded_at: z.string(),
  has_open_reports: z.boolean(),
});
export type PhotoReviewItem = z.infer<typeof photoReviewItemSchema>;
export const photoQueueResultSchema = z.object({
  items: z.array(photoReviewItemSchema),
  total: z.number().int(),
});
export type PhotoQueueResult = z.infer<typeof photoQueueResultSchema>;

/** POST /api/admin/photos/approve */
export const photoApproveSchema = z.object({ user_id: userId, slot });
/** POST /api/admin/photos/remove */
export const photoRemoveSchema = z.object({ user_id: userId, slot, reason });
export const reviewDoneSchema = ok;

/** The notice a member sees after an admin removed one of their photos. */
export const photoRemovalNoticeSchema = z.object({ slot: z.number().int(), reason: z.string() });
export type PhotoRemovalNotice = z.infer<typeof photoRemovalNoticeSchema>;

/** POST /api/photo-removals: the caller's removal notices, until dismissed or replaced. */
export const photoRemovalsSchema = z.object({ user_id: userId });
export const photoRemovalsResultSchema = z.object({ items: z.array(photoRemovalNoticeSchema) });
export type PhotoRemovalsResult = z.infer<typeof photoRemovalsResultSchema>;
/** POST /api/photo-removals/dismiss */
export const photoRemovalDismissSchema = z.object({ user_id: userId, slot });

/** Verification codes are this many characters and valid this long. */
export const verificationCodeLength = 6;
export const verificationCodeMinutes = 30;

export const verificationStatuses = ['none', 'started', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** POST /api/verification: the caller's verification state. */
export const verificationStatusSchema = z.object({ user_id: userId });
/** `state`, not `status`: a body's `status` other than OK reads as a failure (SPEC.md §5). */
export const verificationStateSchema = z.object({
  state: z.enum(verificationStatuses),
  code: z.string().optional(),
  expires_at: z.string().optional(),
  reason: z.string().optional(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

/** POST /api/verification/start: a new code (any earlier unsubmitted one lapses). */
export const verificationStartSchema = z.object({ user_id: userId });
/** POST /api/verification/submit: the uploaded selfie holding the code. */
export const verificationSubmitSchema = z.object({
  user_id: userId,
  img_file: z.uuid({ error: MessageCode.imageRequired }),
});

export const verificationReviewItemSchema = z.object({
  request_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  selfie_url: z.string(),
  photos: z.array(z.object({ slot: z.number().int(), url: z.string() })),
  submitted_at: z.string(),
});
export type VerificationReviewItem = z.infer<typeof verificationReviewItemSchema>;
export const verificationQueueResultSchema = z.object({
  items: z.array(verificationReviewItemSchema),
  total: z.number().int(),
});
export type VerificationQueueResult = z.infer<typeof verificationQueueResultSchema>;

/** POST /api/admin/verifications/decide */
export const verificationDecideSchema = z
  .object({
    request_id: idSchema(MessageCode.verificationRequestMissing),
    approve: z.boolean(),
    reason: textSchema({ max: 500 }).optional(),
  })
  .refine((input) => input.approve || (input.reason?.trim().length ?? 0) > 0, {
    error: MessageCode.reasonRequired,
    path: ['reason'],
  });
