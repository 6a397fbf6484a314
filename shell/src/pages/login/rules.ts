import { Messages } from '@dating/contracts';

/** The first problem of a form: its message key and the fields whose labels turn red. */
export interface FormProblem<Field extends string> {
  messageKey: string;
  fields: Field[];
}

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
export function asksForCode(serverMessage: string | undefined): boolean {
  return serverMessage === Messages.codeRequired || serverMessage === Messages.codeWrong;
}

/** SPEC.md §5: 'Please fill in your Email'. */
export function checkForgotPassword(email: string): FormProblem<'email'> | null {
  return email.trim() === '' ? { messageKey: 'login.emailRequired', fields: ['email'] } : null;
}
