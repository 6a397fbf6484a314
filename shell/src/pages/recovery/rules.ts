import type { FormProblem } from '../login/rules';

export type NewPasswordField = 'password' | 'confirm';

/** The reset page's form, in order: both fields, then SPEC.md §5's 'Passwords do not match'. */
export function checkNewPassword(
  password: string,
  confirm: string,
): FormProblem<NewPasswordField> | null {
  if (password === '') return { messageKey: 'newPasswordRequired', fields: ['password'] };
  if (confirm === '') return { messageKey: 'confirmRequired', fields: ['confirm'] };
  if (password !== confirm) return { messageKey: 'mismatch', fields: ['password', 'confirm'] };
  return null;
}
