/** svc-interest's messages: SPEC.md's wording first, then ours. */
export const interestMessages = {
  interestFinished: 'Interest Finished',
  noResults: 'No results found',
  notYourself: 'You cannot show interest in yourself',
  memberUnavailable: 'This member is not available',
  alreadyInterested: 'You have already shown interest in this member',
  alreadyMatched: 'You are already matched with this member',
  answerTheirInterest: 'This member has already shown interest in you. Choose Match instead.',
  nothingToMatch: 'This member has not shown interest in you',
  nothingToIgnore: 'There is no interest between you and this member',
  unknownAction: 'The action must be check, check-response, match or ignore',
  chooseOneList: 'Please give either user_id or user_interest_id',
  memberBlocked: 'Member blocked',
  memberUnblocked: 'Member unblocked',
  notBlockYourself: 'You cannot block yourself',
  notReportYourself: 'You cannot report yourself',
  reportReasonRequired: 'Please choose a reason',
  reportReceived:
    'Thank you. We have received your report and will look at it. You will no longer see each other.',
} as const;
