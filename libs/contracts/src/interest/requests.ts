import { z } from 'zod';
import { idSchema } from '../fields';
import { ignoredAuditFields } from '../validation';
import { MessageCode } from '../messages';

const memberId = idSchema(MessageCode.notFoundUser);

/** SPEC.md's create-interest also sends the date and flag: set by the server, like the audit. */
const ignoredFields = {
  interest_date: z.unknown().optional(),
  active_flag: z.unknown().optional(),
  ...ignoredAuditFields,
};

/** POST /api/create-interest: the caller (user_id) shows interest in user_interest_id. */
export const createInterestSchema = z.object({
  user_id: memberId,
  user_interest_id: memberId,
  ...ignoredFields,
});
export type CreateInterestInput = z.infer<typeof createInterestSchema>;

/** POST /api/manage-interest */
export const manageInterestSchema = z.object({
  user_id: memberId,
  user_interest_id: memberId,
  action: z.enum(['check', 'check-response', 'match', 'ignore'], {
    error: MessageCode.unknownAction,
  }),
});
export type ManageInterestInput = z.infer<typeof manageInterestSchema>;

/** POST /api/get-interest-relation: the relation and the actions it allows, in one call. */
export const relationSchema = z.object({ user_id: memberId, user_interest_id: memberId });
export type RelationInput = z.infer<typeof relationSchema>;

export const interestPageSize = 24;

const page = z.coerce.number().int().min(1).max(10000).default(1);

/**
 * POST /api/get-user-interest: `user_id` lists whom the caller showed interest in (My Interest),
 * `user_interest_id` who showed interest in the caller (Interest Me). Either names the caller.
 */
export const interestListSchema = z
  .object({ user_id: memberId.optional(), user_interest_id: memberId.optional(), page })
  .refine((input) => (input.user_id === undefined) !== (input.user_interest_id === undefined), {
    error: MessageCode.chooseOneList,
  });
export type InterestListInput = z.infer<typeof interestListSchema>;

/** POST /api/get-user-matching: the caller's matches. */
export const matchingListSchema = z.object({ user_id: memberId, page });
export type MatchingListInput = z.infer<typeof matchingListSchema>;

/** POST /api/block-member and /api/unblock-member: the caller (user_id) and the other member. */
export const blockSchema = z
  .object({ user_id: memberId, blocked_user_id: memberId })
  .refine((input) => input.user_id !== input.blocked_user_id, {
    error: MessageCode.notBlockYourself,
    path: ['blocked_user_id'],
  });
export type BlockInput = z.infer<typeof blockSchema>;

/** POST /api/get-blocked-members: whom the caller blocked, a page at a time. */
export const blockedListSchema = z.object({ user_id: memberId, page });
export type BlockedListInput = z.infer<typeof blockedListSchema>;
