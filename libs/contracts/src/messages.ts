/** SPEC.md's English messages, word for word. The browser translates them by key. */
import { emailMessages } from './auth/email-messages';
import { loginMessages } from './auth/login-messages';
import { profileMessages } from './profile/messages';
import { recoveryMessages } from './recovery/messages';
import { billingMessages } from './billing/messages';
import { interestMessages } from './interest/messages';
import { fieldMessages } from './field-messages';

export const Messages = {
  loginRequired: 'Please fill in Username or Password',
  invalidCredentials: 'Invalid username or password',
  loginSuccessful: 'Login successful',
  accountCreated: 'Your account has been created',
  usernameTaken: 'This username is already taken',
  emailTaken: 'This email is already registered',
  accountEmailRequired: 'Please fill in Email',
  accountUsernameRequired: 'Please fill in Username',
  accountPasswordRequired: 'Please fill in Password',
  accountConfirmRequired: 'Please fill in Confirm Password',
  passwordsMismatch: 'Password and Confirm Password do not match.',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 10 characters',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordContainsName: 'The password must not contain your username or the name in your email',
  accountLocked:
    'Too many wrong passwords for this account. It is locked for a while: try again later or reset your password.',
  loggedOut: 'You have been logged out',
  userNotFound: 'User not found',
  accountDeactivated: 'This account has been deactivated',
  cannotDeactivateAdmin: 'An administrator account cannot be deactivated',
  missingApiKey: 'Invalid or missing application key',
  missingToken: 'Please log in to continue',
  invalidToken: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this',
  adminOnly: 'Administrators only',
  notFound: 'Not found',
  serviceUnavailable: 'Service unavailable',
  storageUnavailable: 'Images cannot be stored right now. Please try again in a few minutes.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  payloadTooLarge: 'The request is too large',
  contactDetailsNotAllowed:
    'Please remove contact details (phone, e-mail, Line or other ids, links) from your profile text',
  internal: 'Something went wrong. Please try again.',
  ...fieldMessages,
  ...profileMessages,
  ...recoveryMessages,
  ...emailMessages,
  ...loginMessages,
  ...interestMessages,
  ...billingMessages,
} as const;
