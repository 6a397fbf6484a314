/**
 * What the server says, by code: SPEC.md's English messages word for word, each under the code
 * the browser translates it by. A `{{name}}` place is filled from the message's params.
 */
import { mailMessages } from './auth/mail-messages';
import { emailMessages } from './auth/email-messages';
import { loginMessages } from './auth/login-messages';
import { deletionMessages } from './auth/deletion-messages';
import { consentMessages } from './auth/consent-messages';
import { exportMessages } from './auth/export-messages';
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
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
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
  accountDeactivatedFor:
    'Your account has been deactivated: {{reason}}. Contact us if you think this is a mistake.',
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
  ...mailMessages,
  ...loginMessages,
  ...deletionMessages,
  ...consentMessages,
  ...exportMessages,
  ...interestMessages,
  ...billingMessages,
} as const;

/** A server message's code: the key of its English text in `Messages`. */
export type MessageCode = keyof typeof Messages;

/** Each code as a value (`MessageCode.userNotFound === 'userNotFound'`), like `ErrorCode`. */
export const MessageCode = Object.fromEntries(
  Object.keys(Messages).map((code) => [code, code]),
) as {
  readonly [Code in MessageCode]: Code;
};

/** Values for a message's `{{name}}` places. */
export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(Messages, value);
}

/** The English text of a code, its places filled; a place without a value stays as it is. */
export function englishText(code: MessageCode, params?: MessageParams): string {
  const text: string = Messages[code];
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (place, name: string) =>
    params[name] === undefined ? place : String(params[name]),
  );
}

/**
 * A message as every answer carries it: the English `message` (SPEC.md's, for any client), its
 * `code` and `params` (what the browser translates by).
 */
export interface SaidMessage {
  message: string;
  code: MessageCode;
  params?: MessageParams;
}

export function said(code: MessageCode, params?: MessageParams): SaidMessage {
  const message = englishText(code, params);
  return params ? { message, code, params } : { message, code };
}
