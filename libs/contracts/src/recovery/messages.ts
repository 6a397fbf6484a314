/** Account recovery's messages: SPEC.md §5 and §8's wording first, then ours. */
export const recoveryMessages = {
  forgotEmailRequired: 'Please fill in your Email',
  resetRequested:
    'Your request to reset the password has been successfully submitted to the administrator.',
  resetTokenInvalid: 'The token provided is either invalid or has expired.',
  passwordChanged: 'Password Change Successful!',
  resetTooManyRequests:
    'Too many password reset requests for this email address. Please try again in an hour.',
  resetLinkResent: 'A new reset link has been sent',
  resetRequestNotFound: 'This reset request does not exist',
  resetRequestUsed: 'This reset link has already been used',
  resetMailFailed: 'The e-mail could not be sent. Please try again later.',
} as const;
