/** Deleting one's account (issue 29; ours: SPEC.md has none for it). */
export const deletionMessages = {
  deletionRequested:
    'Your account will be deleted on {{date}}. Until then you can keep it: log in and choose Keep my account.',
  deletionCancelled: 'Your account will not be deleted',
  cannotDeleteAdmin: 'An administrator account cannot be deleted',
} as const;
