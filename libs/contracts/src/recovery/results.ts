import { z } from 'zod';
import { doneResultSchema } from '../auth/results';
import { languages } from '../language';

/** POST /api/update-change-password: the same answer for any address. */
export const resetRequestResultSchema = doneResultSchema;
export type ResetRequestResult = z.infer<typeof resetRequestResultSchema>;

/** POST /api/reset-password/authen: whose link it is. */
export const resetTokenResultSchema = z.object({
  status: z.literal('OK'),
  decoded: z.object({ username: z.string(), email: z.string() }),
});
export type ResetTokenResult = z.infer<typeof resetTokenResultSchema>;

/** POST /api/edit-password */
export const editPasswordResultSchema = doneResultSchema;
export type EditPasswordResult = z.infer<typeof editPasswordResultSchema>;

/** pending: the link is not delivered yet (or delivery failed); sent: delivered, unused. */
export const resetRequestStateSchema = z.enum(['pending', 'sent', 'used', 'expired']);
export type ResetRequestState = z.infer<typeof resetRequestStateSchema>;

/** One reset request as the admin page shows it; times are ISO strings. */
export const resetRequestViewSchema = z.object({
  request_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  lang: z.enum(languages),
  state: resetRequestStateSchema,
  requested_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime(),
  used_at: z.iso.datetime().nullable(),
});
export type ResetRequestView = z.infer<typeof resetRequestViewSchema>;

/** POST /api/get-reset-requests (admin): a page, newest first. */
export const resetRequestListResultSchema = z.object({
  status: z.literal('OK'),
  requests: z.array(resetRequestViewSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type ResetRequestListResult = z.infer<typeof resetRequestListResultSchema>;

/** POST /api/resend-reset-link (admin): the request as it stands after the new link went out. */
export const resendResetLinkResultSchema = doneResultSchema.extend({
  request: resetRequestViewSchema,
});
export type ResendResetLinkResult = z.infer<typeof resendResetLinkResultSchema>;
