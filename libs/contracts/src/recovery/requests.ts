import { z } from 'zod';
import { newPasswordSchema } from '../auth';
import { idSchema, textSchema } from '../fields';
import { MessageCode } from '../messages';

/** A reset link works for 30 minutes after it was sent, once. */
export const resetTokenTtlMinutes = 30;
/** Requests one address may make per hour (known or not, so the answers stay alike). */
export const resetRequestsPerAddressPerHour = 3;

const token = textSchema({
  max: 200,
  error: MessageCode.resetTokenInvalid,
  tooLong: MessageCode.resetTokenInvalid,
}).min(1, { error: MessageCode.resetTokenInvalid });

/** POST /api/update-change-password: SPEC.md's `status` is accepted and ignored. */
export const resetRequestSchema = z.object({
  email: z
    .string({ error: MessageCode.forgotEmailRequired })
    .trim()
    .min(1, { error: MessageCode.forgotEmailRequired })
    .pipe(z.email({ error: MessageCode.invalidEmail }).max(254)),
  status: z.unknown().optional(),
});
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

/** POST /api/reset-password/authen: the token from the link's query string. */
export const resetTokenSchema = z.object({ token });
export type ResetTokenInput = z.infer<typeof resetTokenSchema>;

/**
 * POST /api/edit-password: SPEC.md's username and email, plus the reset token that names the
 * account (DESIGN.md §9); a username or email of another account makes the token invalid.
 */
export const editPasswordSchema = z.object({
  token,
  password: newPasswordSchema,
  username: textSchema({ max: 254 }).optional(),
  email: textSchema({ max: 254 }).optional(),
});
export type EditPasswordInput = z.infer<typeof editPasswordSchema>;

export const resetRequestsPageSize = 25;

/** POST /api/get-reset-requests (admin): newest first, a page at a time. */
export const resetRequestListSchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type ResetRequestListInput = z.infer<typeof resetRequestListSchema>;

/** POST /api/resend-reset-link (admin): a fresh token by e-mail; the old one stops working. */
export const resendResetLinkSchema = z.object({
  request_id: idSchema(),
});
export type ResendResetLinkInput = z.infer<typeof resendResetLinkSchema>;
