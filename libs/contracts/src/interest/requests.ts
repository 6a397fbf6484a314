import { z } from 'zod';
import { idSchema } from '../fields';
import { ignoredAuditFields } from '../validation';
import { profileMessages } from '../profile/messages';
import type { CategoryCard } from '../profile/view';
import { interestMessages as M } from './messages';

const memberId = idSchema(profileMessages.notFoundUser);

/** SPEC.md's create-interest also sends the date and flag: set by the server, like the audit. */
const ignoredFields = {
  interest_date: z.unknown().optional(),
  active_flag: z.unknown().optional(),
  ...ignoredAuditFields,
};

/**
 * The relation from the viewer's side (SPEC.md §4): nobody interested, the viewer interested,
 * the other interested in the viewer, or both (matched).
 */
export type InterestRelation = 'none' | 'interested' | 'interested-in-me' | 'matched';

/** What the viewer may do next: create-interest, or manage-interest's match or ignore. */
export type InterestAction = 'interest' | 'match' | 'ignore';

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
  action: z.enum(['check', 'check-response', 'match', 'ignore'], { error: M.unknownAction }),
});
export type ManageInterestInput = z.infer<typeof manageInterestSchema>;

/** check: the caller has shown interest (1) or not (0); check-response: matched (1) or not. */
export interface InterestCheckResult {
  status: 'OK';
  result: 0 | 1;
}

/** POST /api/get-interest-relation: the relation and the actions it allows, in one call. */
export const relationSchema = z.object({ user_id: memberId, user_interest_id: memberId });
export type RelationInput = z.infer<typeof relationSchema>;
export interface RelationResult {
  status: 'OK';
  relation: InterestRelation;
  actions: InterestAction[];
}

/** After create-interest or a match or ignore: the relation as it now stands. */
export interface InterestActionResult {
  status: 'OK';
  message: string;
  relation: InterestRelation;
  actions: InterestAction[];
}

export const interestPageSize = 24;

const page = z.coerce.number().int().min(1).max(10000).default(1);

/**
 * POST /api/get-user-interest: `user_id` lists whom the caller showed interest in (My Interest),
 * `user_interest_id` who showed interest in the caller (Interest Me). Either names the caller.
 */
export const interestListSchema = z
  .object({ user_id: memberId.optional(), user_interest_id: memberId.optional(), page })
  .refine((input) => (input.user_id === undefined) !== (input.user_interest_id === undefined), {
    error: M.chooseOneList,
  });
export type InterestListInput = z.infer<typeof interestListSchema>;

/** POST /api/get-user-matching: the caller's matches. */
export const matchingListSchema = z.object({ user_id: memberId, page });
export type MatchingListInput = z.infer<typeof matchingListSchema>;

/** A list page: member cards, newest interest first. */
export interface InterestListResult {
  status: 'OK';
  result: CategoryCard[];
  page: number;
  has_more: boolean;
}

/** NATS only: has `user_interest_id` responded to `user_id`'s interest (are they matched)? */
export const respondedSchema = z.object({ user_id: idSchema(), user_interest_id: idSchema() });
export type RespondedInput = z.infer<typeof respondedSchema>;
export interface RespondedResult {
  responded: boolean;
}
