/** Accepting the Terms and the Privacy Policy (issue 29; ours: SPEC.md has none for it). */
export const consentMessages = {
  termsNotAccepted: 'Please accept the Terms & Conditions',
  privacyNotAccepted: 'Please confirm that you have read the Privacy Policy',
  consentVersionStale:
    'This is not the current version of the document. Please reload the page and read it again.',
  consentAccepted: 'Thank you. Your acceptance has been saved.',
} as const;
