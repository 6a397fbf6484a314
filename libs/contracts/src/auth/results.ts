import { z } from 'zod';
import { adminActionSchema } from '../events';
import { legalDocumentNames } from '../privacy/documents';
import { erasingServices } from '../privacy/erasure';
import { Role } from '../role';
import { saidFields } from '../said-fields';

const roleSchema = z.enum([Role.Member, Role.Admin]);

/** The answer of a call that only says it was done. */
export const doneResultSchema = z.object({ status: z.literal('OK'), ...saidFields });

/**
 * POST /api/create-user-login answers the same for a fresh e-mail and one that already has an
 * account (whose owner is told by e-mail), so it names no user id.
 */
export const registerResultSchema = doneResultSchema;
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** auth.user.create (NATS only: seeds and tests): the new account's id. */
export const createUserLoginResultSchema = doneResultSchema.extend({ user_id: z.number().int() });
export type CreateUserLoginResult = z.infer<typeof createUserLoginResultSchema>;

/** When an account asked to be deleted will be (ISO); absent while no deletion waits. */
const deletionDueAtSchema = z.iso.datetime().optional();

/**
 * The documents whose current version the member has not accepted yet: the browser asks before
 * anything else. Absent when none.
 */
export const consentDueSchema = z
  .array(z.object({ document: z.enum(legalDocumentNames), version: z.string() }))
  .optional();
export type ConsentDue = NonNullable<z.infer<typeof consentDueSchema>>;

/** POST /api/user/login: a member whose deletion waits still logs in (to keep the account). */
export const loginResultSchema = doneResultSchema.extend({
  token: z.string(),
  user_id: z.number().int(),
  role: roleSchema,
  deletion_due_at: deletionDueAtSchema,
  consent_due: consentDueSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * POST /api/authen: whose the bearer token is, and the account's e-mail: the login address,
 * whether it is confirmed, and an address waiting for its confirmation (a change); and when the
 * account will be deleted, while the member's request waits.
 */
export const authenResultSchema = z.object({
  status: z.literal('OK'),
  decoded: z.object({ username: z.string(), user_id: z.number().int(), role: roleSchema }),
  email: z.string(),
  email_confirmed: z.boolean(),
  pending_email: z.string().nullable(),
  deletion_due_at: deletionDueAtSchema,
  consent_due: consentDueSchema,
});
export type AuthenResult = z.infer<typeof authenResultSchema>;

/** POST /api/unlock-account */
export const unlockAccountResultSchema = doneResultSchema;
export type UnlockAccountResult = z.infer<typeof unlockAccountResultSchema>;

/** POST /api/logout */
export const logoutResultSchema = doneResultSchema;
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/** GET /api/get-user-by-username/{username} */
export const userByUsernameResultSchema = z.object({
  status: z.literal('OK'),
  user: z.array(z.object({ user_id: z.number().int(), username: z.string() })),
});
export type UserByUsernameResult = z.infer<typeof userByUsernameResultSchema>;

/** auth.session.check: whether a verified token is still good. */
export const sessionCheckResultSchema = z.object({
  valid: z.boolean(),
  emailConfirmed: z.boolean(),
});
export type SessionCheckResult = z.infer<typeof sessionCheckResultSchema>;

/**
 * auth.keys.get: the public keys that verify session tokens, as JWKs. Each key keeps every
 * member it has (kty, crv, x, alg, use): the gateway hands them to its JWT library as they are.
 */
export const publicKeySetSchema = z.object({
  keys: z.array(z.looseObject({ kid: z.string() })),
});
export type PublicKeySet = z.infer<typeof publicKeySetSchema>;

/**
 * One account as auth.users.get answers it: when it was created (UTC, svc-auth's clock) and
 * whether its login address is confirmed, for the rules that trust an established account more.
 */
export const accountSummarySchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  active: z.boolean(),
  created_at: z.iso.datetime(),
  email_confirmed: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** auth.users.get: the accounts found; unknown ids are left out. */
export const usersByIdsResultSchema = z.object({ users: z.array(accountSummarySchema) });
export type UsersByIdsResult = z.infer<typeof usersByIdsResultSchema>;

/** One member in the admin's search. */
export const adminMemberRowSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export const adminMembersSearchResultSchema = z.object({
  members: z.array(adminMemberRowSchema),
  total: z.number().int(),
});
export type AdminMembersSearchResult = z.infer<typeof adminMembersSearchResultSchema>;

/** One member as the admin sees them. */
export const adminMemberResultSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  deactivation_reason: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  language: z.string(),
});
export type AdminMemberResult = z.infer<typeof adminMemberResultSchema>;

export const adminMemberDoneSchema = z.object({ ok: z.literal(true) });

/** One audit row, newest first, with the acting admin's username. */
export const auditRowSchema = z.object({
  id: z.string(),
  actor_user_id: z.number().int(),
  actor_username: z.string().nullable(),
  action: adminActionSchema,
  target_user_id: z.number().int().nullable(),
  /** The target's pseudonym once their account was deleted (target_user_id is then null). */
  target_pseudonym: z.string().nullable(),
  object: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export const auditListResultSchema = z.object({
  rows: z.array(auditRowSchema),
  total: z.number().int(),
});
export type AuditListResult = z.infer<typeof auditListResultSchema>;

/** POST /api/confirm-email, /api/resend-confirmation and /api/change-email. */
export const emailDoneResultSchema = doneResultSchema;
export type EmailDoneResult = z.infer<typeof emailDoneResultSchema>;

/**
 * POST /api/account/delete and its cancel: when the account will be deleted (ISO), null once the
 * member keeps it.
 */
export const accountDeletionResultSchema = doneResultSchema.extend({
  deletion_due_at: z.iso.datetime().nullable(),
});
export type AccountDeletionResult = z.infer<typeof accountDeletionResultSchema>;

/** Per table or bucket, how many rows (objects) a step erased or kept under the pseudonym. */
const tableCountsSchema = z.record(z.string(), z.number().int().nonnegative());

/**
 * POST /api/admin/deletions: the accounts waiting for their deletion day, and the deletions
 * done, with each service's part: done (when, and what it erased or kept) or still waiting.
 */
export const adminDeletionsResultSchema = z.object({
  waiting: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      deletion_due_at: z.iso.datetime(),
    }),
  ),
  deleted: z.array(
    z.object({
      pseudonym: z.string(),
      deleted_at: z.iso.datetime(),
      services: z.array(
        z.object({
          service: z.enum(['svc-auth', ...erasingServices]),
          erased_at: z.iso.datetime().nullable(),
          erased: tableCountsSchema,
          pseudonymised: tableCountsSchema,
        }),
      ),
    }),
  ),
});
export type AdminDeletionsResult = z.infer<typeof adminDeletionsResultSchema>;

/** POST /api/consent/accept: saved; and what is still due (absent when nothing). */
export const consentAcceptResultSchema = doneResultSchema.extend({ consent_due: consentDueSchema });
export type ConsentAcceptResult = z.infer<typeof consentAcceptResultSchema>;

/** One version of a document the member accepted: when, and the hash of its English text. */
export const acceptedConsentSchema = z.object({
  document: z.enum(legalDocumentNames),
  version: z.string(),
  text_hash: z.string(),
  accepted_at: z.iso.datetime(),
});
export type AcceptedConsent = z.infer<typeof acceptedConsentSchema>;

/** POST /api/consents: every version the caller accepted, newest first. */
export const consentsListResultSchema = z.object({ consents: z.array(acceptedConsentSchema) });
export type ConsentsListResult = z.infer<typeof consentsListResultSchema>;
