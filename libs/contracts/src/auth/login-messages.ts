/** Logging in past a lock, the admin's second factor and the login queue (ours: SPEC.md has none). */
export const loginMessages = {
  /** The admin's password was right (or the account is locked): the login page shows a code field. */
  codeRequired: 'Enter the code from your authenticator app',
  codeWrong: 'The code from your authenticator app is not correct',
  loginBusy: 'Many people are logging in right now. Please try again in a few seconds.',
  deviceIdInvalid:
    'This browser sent a device id that is not valid. Reload the page and try again.',
  accountUnlocked: 'Your account is unlocked. You can log in now.',
  unlockLinkInvalid:
    'This unlock link has expired or was already used. If your account is still locked, wait until the lock ends or reset your password.',
} as const;
