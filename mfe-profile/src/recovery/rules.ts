import type { FormProblem } from '@dating/portal';

export type NewPasswordField = 'password' | 'confirm';

/** The reset page's form, in order: both fields, then SPEC.md §5's 'Passwords do not match'. */
export function checkNewPassword(
  password: string,
  confirm: string,
): FormProblem<NewPasswordField> | null {
  if (password === '') return { messageKey: 'recovery.newPasswordRequired', fields: ['password'] };
  if (confirm === '') return { messageKey: 'recovery.confirmRequired', fields: ['confirm'] };
  if (password !== confirm)
    return { messageKey: 'recovery.mismatch', fields: ['password', 'confirm'] };
  return null;
}

/** SPEC.md §5: 'Please fill in your Email'. */
export function checkForgotPassword(email: string): FormProblem<'email'> | null {
  return email.trim() === '' ? { messageKey: 'forgot.emailRequired', fields: ['email'] } : null;
}
