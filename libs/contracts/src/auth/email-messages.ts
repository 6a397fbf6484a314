/** E-mail confirmation's messages (ours: SPEC.md has none for it). */
export const emailMessages = {
  /** The registration page's word after SPEC.md's 'Your account has been created'. */
  accountCreatedConfirm:
    'Your account has been created. We sent you a link: open it to confirm your e-mail address.',
  emailConfirmed: 'Your e-mail address is confirmed',
  emailLinkInvalid:
    'This confirmation link has expired or was already used. Log in and ask for a new link.',
  confirmationSent: 'We sent a confirmation link to your e-mail address',
  confirmationTooSoon:
    'A link was sent less than a minute ago. Please wait a minute before asking again.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed',
  emailChangeSent:
    'We sent a confirmation link to the new address. You keep logging in with the old one until you open it.',
  emailUnchanged: 'This is already your e-mail address',
  wrongPassword: 'The password is not correct',
  emailChangeTooSoon:
    'You asked to change your e-mail address less than a minute ago. Please wait a minute before asking again.',
  emailChangeDailyLimit:
    'You can ask to change your e-mail address at most 3 times in 24 hours. Please try again tomorrow.',
  emailNotConfirmed:
    'Please confirm your e-mail address first: open the link we sent you, or ask for a new one on your account page.',
} as const;
