import { defineCall } from '../call';
import {
  createInterestSchema,
  interestListSchema,
  manageInterestSchema,
  matchingListSchema,
  relationSchema,
  respondedSchema,
} from './requests';
import {
  interestActionResultSchema,
  interestListResultSchema,
  manageInterestResultSchema,
  relationResultSchema,
  respondedResultSchema,
} from './results';

/** svc-interest's calls: interest, its relation and the lists. */
export const interestCalls = {
  create: defineCall({
    subject: 'interest.interest.create',
    access: 'member',
    ownerField: 'user_id',
    input: createInterestSchema,
    output: interestActionResultSchema,
    summary: 'Show interest in a member',
    http: { method: 'POST', path: '/api/create-interest', ratePerMinute: 60 },
  }),
  manage: defineCall({
    subject: 'interest.interest.manage',
    access: 'member',
    ownerField: 'user_id',
    input: manageInterestSchema,
    output: manageInterestResultSchema,
    summary: 'check, check-response (1 when true), match or ignore',
    http: { method: 'POST', path: '/api/manage-interest', ratePerMinute: 120 },
  }),
  relationGet: defineCall({
    subject: 'interest.relation.get',
    access: 'member',
    ownerField: 'user_id',
    input: relationSchema,
    output: relationResultSchema,
    summary: 'The relation between the caller and a member, and the actions it allows',
    http: { method: 'POST', path: '/api/get-interest-relation' },
  }),
  list: defineCall({
    subject: 'interest.list.get',
    access: 'member',
    input: interestListSchema,
    output: interestListResultSchema,
    summary:
      'My Interest (user_id) or Interest Me (user_interest_id): member cards, a page at a time',
    http: { method: 'POST', path: '/api/get-user-interest' },
  }),
  matches: defineCall({
    subject: 'interest.matches.get',
    access: 'member',
    ownerField: 'user_id',
    input: matchingListSchema,
    output: interestListResultSchema,
    summary: "The caller's matches: member cards, a page at a time",
    http: { method: 'POST', path: '/api/get-user-matching' },
  }),
  respondedGet: defineCall({
    subject: 'interest.responded.get',
    access: 'internal',
    callers: ['svc-profile'],
    input: respondedSchema,
    output: respondedResultSchema,
    summary:
      "Whether user_interest_id has answered user_id's interest (they are matched): for contact details",
  }),
} as const;
