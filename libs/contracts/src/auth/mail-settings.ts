import { z } from 'zod';
import { idSchema } from '../fields';
import { languages } from '../language';
import { MessageCode } from '../messages';
import { saidFields } from '../said-fields';

/**
 * Which e-mails a member gets (issue 16). Each kind can be turned off on the settings page or by
 * the signed one-click link in every such mail; all are on for a new member.
 * - match: at once, when someone matches with the member;
 * - digest: new messages and interest, together, at most every few hours while unread;
 * - subscription: a purchase approved or rejected, a membership ending or ended;
 * - warning: a moderator's warning.
 */
export const mailKinds = ['match', 'digest', 'subscription', 'warning'] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * What a mail to a member is, for whom it goes to: a kind above, sent only to members who have it
 * on and with its unsubscribe link; or 'service', about the member's own account (a removed photo,
 * a refused verification), which no setting turns off: sent to every active member, without one.
 */
export type RecipientKind = MailKind | 'service';
export const recipientKinds = [...mailKinds, 'service'] as const satisfies readonly RecipientKind[];

/** Each kind: true when the member gets it. */
export const mailSettingsSchema = z.object({
  match: z.boolean(),
  digest: z.boolean(),
  subscription: z.boolean(),
  warning: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** POST /api/get-mail-settings. */
export const mailSettingsGetSchema = z.object({ user_id: idSchema() });

/** POST /api/update-mail-settings: the kinds named are set, the others stay. */
export const mailSettingsUpdateSchema = mailSettingsSchema
  .partial()
  .extend({ user_id: idSchema() });
export type MailSettingsUpdateInput = z.infer<typeof mailSettingsUpdateSchema>;

export const mailSettingsResultSchema = z.object({
  status: z.literal('OK'),
  result: mailSettingsSchema,
});
export type MailSettingsResult = z.infer<typeof mailSettingsResultSchema>;

/** POST /api/mail-unsubscribe: the token of a mail's unsubscribe link; no login needed. */
export const mailUnsubscribeSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, MessageCode.unsubscribeLinkInvalid)
    .max(200, MessageCode.unsubscribeLinkInvalid),
});
export const mailUnsubscribeResultSchema = z.object({
  status: z.literal('OK'),
  ...saidFields,
  /** The kind of e-mail now turned off. */
  kind: z.enum(mailKinds),
});
export type MailUnsubscribeResult = z.infer<typeof mailUnsubscribeResultSchema>;

/** auth.mail-recipients.get (internal): who of these members gets mail of this kind. */
export const mailRecipientsSchema = z.object({
  user_ids: z.array(idSchema()).min(1).max(500),
  kind: z.enum(recipientKinds),
});
export type MailRecipientsInput = z.infer<typeof mailRecipientsSchema>;

/**
 * An active member who has this kind on, with their address, the language their mails speak and
 * the signed token of the unsubscribe link for this kind (null for a service mail, which cannot be
 * turned off); the others are left out.
 */
export const mailRecipientSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  lang: z.enum(languages),
  unsubscribe_token: z.string().nullable(),
});
export type MailRecipient = z.infer<typeof mailRecipientSchema>;
export const mailRecipientsResultSchema = z.object({ recipients: z.array(mailRecipientSchema) });
export type MailRecipientsResult = z.infer<typeof mailRecipientsResultSchema>;

/** The portal page an unsubscribe link opens: it turns the kind off with one request. */
export function unsubscribeUrl(portalUrl: string, token: string): string {
  return `${portalUrl.replace(/\/$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;
}
