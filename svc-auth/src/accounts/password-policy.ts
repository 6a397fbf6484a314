import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordMinLength, MessageCode } from '@dating/contracts';

/**
 * zxcvbn-ts's list of about 49,000 of the most used passwords (MIT), lower-cased, in a Set;
 * loaded on first use.
 */
let common: ReadonlySet<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

export interface PasswordOwner {
  username: string;
  email: string;
}

/**
 * The policy for a password being chosen (registration and reset; login keeps old ones): long
 * enough, not a common password, and not containing the username or the e-mail's local part,
 * whatever the case. Answers the message to show, or null when it is good.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  commonList: ReadonlySet<string> = commonPasswords(),
): MessageCode | null {
  if (password.length < passwordMinLength) return MessageCode.passwordTooShort;
  const lower = password.toLowerCase();
  if (commonList.has(lower)) return MessageCode.passwordTooCommon;
  const localPart = owner.email.split('@')[0] ?? '';
  const names = [owner.username, localPart].map((name) => name.trim().toLowerCase());
  if (names.some((name) => name.length > 0 && lower.includes(name)))
    return MessageCode.passwordContainsName;
  return null;
}
