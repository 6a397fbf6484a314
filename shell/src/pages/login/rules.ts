/** The first problem of a form: its message key and the fields whose labels turn red. */
export interface FormProblem<Field extends string> {
  messageKey: string;
  fields: Field[];
}

export type LoginField = 'username' | 'password';

/** SPEC.md §5: both are required, one message for either. */
export function checkLogin(username: string, password: string): FormProblem<LoginField> | null {
  const fields: LoginField[] = [];
  if (username.trim() === '') fields.push('username');
  if (password === '') fields.push('password');
  return fields.length > 0 ? { messageKey: 'login.required', fields } : null;
}

/** SPEC.md §5: 'Please fill in your Email'. */
export function checkForgotPassword(email: string): FormProblem<'email'> | null {
  return email.trim() === '' ? { messageKey: 'login.emailRequired', fields: ['email'] } : null;
}
