import { Subjects } from '../subjects';
import type { RouteDefinition } from '../route-definition';
import {
  editPasswordSchema,
  resendResetLinkSchema,
  resetRequestListSchema,
  resetRequestSchema,
  resetTokenSchema,
} from './requests';

/** Forgot password, the reset page, and the admin's list of reset requests. */
export const recoveryRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/update-change-password',
    subject: Subjects.auth.resetRequest,
    access: 'public',
    input: resetRequestSchema,
    summary: 'Ask for a password reset link by e-mail (the same answer for any address)',
    ratePerMinute: 5,
  },
  {
    method: 'POST',
    path: '/api/reset-password/authen',
    subject: Subjects.auth.resetTokenCheck,
    access: 'public',
    input: resetTokenSchema,
    summary: "Check a reset link's token; answers the account's username and email",
    ratePerMinute: 20,
  },
  {
    method: 'POST',
    path: '/api/edit-password',
    subject: Subjects.auth.passwordReset,
    access: 'public',
    input: editPasswordSchema,
    summary: 'Set a new password with a valid reset token (single use; ends older sessions)',
    ratePerMinute: 10,
  },
  {
    method: 'POST',
    path: '/api/get-reset-requests',
    subject: Subjects.auth.resetRequestsList,
    access: 'admin',
    input: resetRequestListSchema,
    summary: 'Admin: password reset requests, newest first, with their state',
  },
  {
    method: 'POST',
    path: '/api/resend-reset-link',
    subject: Subjects.auth.resetLinkResend,
    access: 'admin',
    input: resendResetLinkSchema,
    summary: 'Admin: e-mail a fresh reset link for a request (the previous link stops working)',
  },
];
