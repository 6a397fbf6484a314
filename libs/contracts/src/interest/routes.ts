import { Subjects } from '../subjects';
import type { RouteDefinition } from '../route-definition';
import {
  createInterestSchema,
  interestListSchema,
  manageInterestSchema,
  matchingListSchema,
  relationSchema,
} from './requests';

const own = { access: 'member', ownerField: 'user_id' } as const;

/** svc-interest's part of SPEC.md §7, plus the relation in one read. */
export const interestRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/create-interest',
    subject: Subjects.interest.create,
    ...own,
    input: createInterestSchema,
    summary: 'Show interest in a member',
    ratePerMinute: 60,
  },
  {
    method: 'POST',
    path: '/api/manage-interest',
    subject: Subjects.interest.manage,
    ...own,
    input: manageInterestSchema,
    summary: 'check, check-response (1 when true), match or ignore',
    ratePerMinute: 120,
  },
  {
    method: 'POST',
    path: '/api/get-interest-relation',
    subject: Subjects.interest.relationGet,
    ...own,
    input: relationSchema,
    summary: 'The relation between the caller and a member, and the actions it allows',
  },
  {
    method: 'POST',
    path: '/api/get-user-interest',
    subject: Subjects.interest.list,
    access: 'member',
    input: interestListSchema,
    summary:
      'My Interest (user_id) or Interest Me (user_interest_id): member cards, a page at a time',
  },
  {
    method: 'POST',
    path: '/api/get-user-matching',
    subject: Subjects.interest.matches,
    ...own,
    input: matchingListSchema,
    summary: "The caller's matches: member cards, a page at a time",
  },
];
