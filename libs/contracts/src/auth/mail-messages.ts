/** The mail settings page's and the one-click unsubscribe link's messages. */
export const mailMessages = {
  settingsSaved: 'Your e-mail settings are saved',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Sign in to change your e-mail settings.',
  unsubscribed: 'You will no longer get these e-mails',
} as const;
