/** Downloading one's data (issue 29; ours: SPEC.md has none for it). */
export const exportMessages = {
  exportPreparing:
    'We are preparing your data. We will send you an e-mail when it is ready to download.',
  exportAlreadyPreparing:
    'Your data is already being prepared. We will e-mail you when it is ready.',
  exportReady: 'Your data is ready to download until {{date}}.',
  exportExpired: 'This download has expired. Please ask for your data again.',
  exportNotReady: 'Your data is still being prepared. Please try again when we have e-mailed you.',
  exportNotFound: 'There is no such download',
} as const;
