import { z } from 'zod';
import { adminActionSchema } from '../events';
import { idSchema, textSchema } from '../fields';

import { type Role } from '../role';
import { MessageCode } from '../messages';
import { legalDocumentNames } from '../privacy/documents';

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const usernameSchema = z.string().regex(/^[A-Za-z0-9._-]{3,30}$/, {
  error: MessageCode.usernameInvalid,
});

/**
 * The length part of the password policy; svc-auth also refuses common passwords and ones that
 * contain the username or the e-mail's local part. Login does not apply it: members keep their
 * password until they change it.
 */
export const passwordMinLength = 10;

/** A password being chosen (registration, reset). */
export const newPasswordSchema = z
  .string({ error: MessageCode.accountPasswordRequired })
  .min(1, { error: MessageCode.accountPasswordRequired })
  .min(passwordMinLength, { error: MessageCode.passwordTooShort })
  .max(128);

const emailAddressSchema = required(MessageCode.accountEmailRequired).pipe(
  z.email({ error: MessageCode.invalidEmail }).max(254),
);

/** POST /api/create-user-login. role, active_flag and audit fields are set by the server. */
export const createUserLoginSchema = z.object({
  email: emailAddressSchema,
  username: required(MessageCode.accountUsernameRequired).pipe(usernameSchema),
  password: newPasswordSchema,
  role: z.string().optional(),
  active_flag: z.string().optional(),
  create_user: z.string().optional(),
  create_process: z.string().optional(),
});
export type CreateUserLoginInput = z.infer<typeof createUserLoginSchema>;

/** A version of a document the member accepts (e.g. '2026-12-07'): said by `error` when absent. */
const acceptedVersionSchema = (error: string) =>
  z.string({ error }).min(1, { error }).max(40, { error });

/**
 * POST /api/create-user-login: also the versions of the Terms and the Privacy Policy the member
 * accepted; svc-auth refuses any but the current ones.
 */
export const registerSchema = createUserLoginSchema.extend({
  accept_terms: acceptedVersionSchema(MessageCode.termsNotAccepted),
  accept_privacy: acceptedVersionSchema(MessageCode.privacyNotAccepted),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The random id a browser keeps for itself (made at its first login): svc-auth remembers, hashed,
 * the ids of a member's successful logins, and lets a right password from one of them in while
 * the account is locked.
 */
export const deviceIdSchema = z
  .string({ error: MessageCode.deviceIdInvalid })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: MessageCode.deviceIdInvalid });

/** POST /api/user/login */
export const loginSchema = z.object({
  username: textSchema({ max: 254, error: MessageCode.loginRequired }).min(1, {
    error: MessageCode.loginRequired,
  }),
  password: z
    .string({ error: MessageCode.loginRequired })
    .min(1, { error: MessageCode.loginRequired })
    .max(128),
  device_id: deviceIdSchema.optional(),
  /** The code from an authenticator app: the admin's second factor (6 digits; spaces allowed). */
  code: z
    .string({ error: MessageCode.codeWrong })
    .max(20, { error: MessageCode.codeWrong })
    .optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/authen: the body carries nothing; the bearer token is the question. */
export const authenSchema = z.object({ name: z.string().optional() });

/** POST /api/logout: ends the caller's session; the body carries nothing. */
export const logoutSchema = z.object({});

/**
 * The auth.sessions.revoked event: the user's tokens issued before `validAfter` are void (reset,
 * admin password change), or the one session `sessionId` (logout).
 */
export const sessionsRevokedSchema = z.union([
  z.object({ userId: z.number().int().positive(), validAfter: z.iso.datetime() }),
  z.object({ userId: z.number().int().positive(), sessionId: z.string().max(64) }),
]);
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

/** GET /api/get-user-by-username/{username} */
export const userByUsernameSchema = z.object({ username: usernameSchema });

/** auth.session.check: asked by the gateway for each verified token. */
export const sessionCheckSchema = z.object({
  userId: idSchema(),
  issuedAt: z.number().int().nonnegative(),
  sessionId: z.string().max(64).optional(),
});
export type SessionCheckInput = z.infer<typeof sessionCheckSchema>;

/** Claims carried in a session token besides `sub` (the user id as a string). */
export interface SessionClaims {
  username: string;
  role: Role;
}

export const tokenAlgorithm = 'Ed25519';
export const tokenIssuer = 'svc-auth';

/**
 * auth.users.get (NATS only): accounts by id, for services that write to members (e-mail), must
 * not act on a deactivated one, or trust an established one more. Unknown ids are left out.
 */
export const usersByIdsSchema = z.object({
  user_ids: z.array(idSchema()).min(1).max(500),
});
export type UsersByIdsInput = z.infer<typeof usersByIdsSchema>;

const pageSchema = z.coerce.number().int().min(1).max(10000).default(1);

/** auth.members.search (admin): username/e-mail substring, exact id or profile name. */
/** What an admin types to find a member: one text rule for svc-auth and svc-profile. */
export const memberQuerySchema = textSchema({ max: 100 }).pipe(z.string().min(1));

export const adminMembersSearchSchema = z.object({
  query: memberQuerySchema,
  page: pageSchema,
});

/** auth.member.get / reactivate / reset-link (admin). */
export const adminMemberSchema = z.object({ user_id: idSchema() });

/** auth.member.deactivate (admin): the reason is shown to the member when they log in. */
export const adminMemberDeactivateSchema = z.object({
  user_id: idSchema(),
  reason: z.string().trim().min(1).max(500),
});

/** auth.audit.list (admin): newest first, optionally narrowed. */
export const auditListSchema = z.object({
  action: adminActionSchema.optional(),
  actor_user_id: idSchema().optional(),
  target_user_id: idSchema().optional(),
  page: pageSchema,
});

/** A confirmation link works for 48 hours after it was sent, once. */
export const emailTokenTtlHours = 48;

/** POST /api/confirm-email: the token from the link's query string. */
export const confirmEmailSchema = z.object({
  token: textSchema({
    max: 200,
    error: MessageCode.emailLinkInvalid,
    tooLong: MessageCode.emailLinkInvalid,
  }).min(1, { error: MessageCode.emailLinkInvalid }),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** At most this many change-email mails per account in 24 hours, and one a minute. */
export const emailChangeMailsPerDay = 3;

/** POST /api/unlock-account: the token from the lock e-mail's link. */
export const unlockAccountSchema = z.object({
  token: textSchema({
    max: 200,
    error: MessageCode.unlockLinkInvalid,
    tooLong: MessageCode.unlockLinkInvalid,
  }).min(1, { error: MessageCode.unlockLinkInvalid }),
});
export type UnlockAccountInput = z.infer<typeof unlockAccountSchema>;

/** POST /api/resend-confirmation: the body carries nothing; the caller is the account. */
export const resendConfirmationSchema = z.object({});

/** POST /api/change-email: the new address, confirmed by the password. */
export const changeEmailSchema = z.object({
  email: emailAddressSchema,
  password: z
    .string({ error: MessageCode.accountPasswordRequired })
    .min(1, { error: MessageCode.accountPasswordRequired })
    .max(128),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** The auth.email.confirmed event: gateways forget what they cached about the account. */
export const emailConfirmedEventSchema = z.object({ userId: z.number().int().positive() });
export type EmailConfirmedEvent = z.infer<typeof emailConfirmedEventSchema>;

/** POST /api/account/delete: the caller's own account, confirmed by the password. */
export const accountDeleteSchema = z.object({
  user_id: idSchema(),
  password: z
    .string({ error: MessageCode.accountPasswordRequired })
    .min(1, { error: MessageCode.accountPasswordRequired })
    .max(128),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;

/** POST /api/account/delete/cancel: the caller keeps their account. */
export const accountDeleteCancelSchema = z.object({ user_id: idSchema() });

/** POST /api/admin/deletions: the newest deletions first, a page at a time. */
export const adminDeletionsSchema = z.object({ page: pageSchema });

/** POST /api/consent/accept: the caller accepts this version of a document (the current one). */
export const consentAcceptSchema = z.object({
  user_id: idSchema(),
  document: z.enum(legalDocumentNames),
  version: acceptedVersionSchema(MessageCode.consentVersionStale),
});
export type ConsentAcceptInput = z.infer<typeof consentAcceptSchema>;

/** POST /api/consents: the versions the caller accepted. */
export const consentsListSchema = z.object({ user_id: idSchema() });
