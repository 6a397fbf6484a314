import { z } from 'zod';
import { categoryCardSchema } from '../profile/view';
import { saidFields } from '../said-fields';

/**
 * The relation from the viewer's side (SPEC.md §4): nobody interested, the viewer interested,
 * the other interested in the viewer, or both (matched).
 */
export const interestRelationSchema = z.enum(['none', 'interested', 'interested-in-me', 'matched']);
export type InterestRelation = z.infer<typeof interestRelationSchema>;

/** What the viewer may do next: create-interest, or manage-interest's match or ignore. */
export const interestActionSchema = z.enum(['interest', 'match', 'ignore']);
export type InterestAction = z.infer<typeof interestActionSchema>;

/** check: the caller has shown interest (1) or not (0); check-response: matched (1) or not. */
export const interestCheckResultSchema = z.object({
  status: z.literal('OK'),
  result: z.literal([0, 1]),
});
export type InterestCheckResult = z.infer<typeof interestCheckResultSchema>;

/** The relation and the actions it allows. */
const relationStateSchema = z.object({
  status: z.literal('OK'),
  relation: interestRelationSchema,
  actions: z.array(interestActionSchema),
});

/**
 * POST /api/get-interest-relation: the relation and the actions it allows, in one call, and
 * whether the viewer has a membership now (a matched viewer without one is offered Subscribe).
 */
export const relationResultSchema = relationStateSchema.extend({
  /** false when a replica from before it answers. */
  viewer_subscribed: z.boolean().default(false),
});
export type RelationResult = z.infer<typeof relationResultSchema>;

/** After create-interest or a match or ignore: the relation as it now stands. */
export const interestActionResultSchema = relationStateSchema.extend({ ...saidFields });
export type InterestActionResult = z.infer<typeof interestActionResultSchema>;

/** POST /api/manage-interest: check and check-response answer 0 or 1, match and ignore act. */
export const manageInterestResultSchema = z.union([
  interestActionResultSchema,
  interestCheckResultSchema,
]);
export type ManageInterestResult = z.infer<typeof manageInterestResultSchema>;

/** A list page: member cards, newest interest first. */
export const interestListResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(categoryCardSchema),
  page: z.number().int(),
  has_more: z.boolean(),
  /**
   * Members of this page who are no longer there to see (hidden or deactivated): counted only.
   * 0 when a replica from before it answers.
   */
  unavailable: z.number().int().default(0),
});
export type InterestListResult = z.infer<typeof interestListResultSchema>;

/** After block or unblock: 'Member blocked' or 'Member unblocked'. */
export const blockResultSchema = z.object({ status: z.literal('OK'), ...saidFields });
export type BlockResult = z.infer<typeof blockResultSchema>;
