import type { FormProblem } from '@dating/portal';
import { MessageCode } from '@dating/contracts';

export type LoginField = 'username' | 'password' | 'code';

/**
 * SPEC.md §5: both are required, one message for either. Once the server asked for the code
 * of an authenticator app (`code` not null), it is required too.
 */
export function checkLogin(
  username: string,
  password: string,
  code: string | null = null,
): FormProblem<LoginField> | null {
  const fields: LoginField[] = [];
  if (username.trim() === '') fields.push('username');
  if (password === '') fields.push('password');
  if (fields.length > 0) return { messageKey: 'login.required', fields };
  if (code !== null && code.trim() === '')
    return { messageKey: 'login.codeMissing', fields: ['code'] };
  return null;
}

/** The server's answers that mean "this account needs the code of an authenticator app". */
export function asksForCode(code: string): boolean {
  return code === MessageCode.codeRequired || code === MessageCode.codeWrong;
}
