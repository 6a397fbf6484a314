import { defineCall } from '../call';
import {
  editPasswordSchema,
  resendResetLinkSchema,
  resetRequestListSchema,
  resetRequestSchema,
  resetTokenSchema,
} from './requests';
import {
  editPasswordResultSchema,
  resendResetLinkResultSchema,
  resetRequestListResultSchema,
  resetRequestResultSchema,
  resetTokenResultSchema,
} from './results';

/** svc-auth's password recovery: forgot password, the reset page, the admin's list. */
export const recoveryCalls = {
  resetRequest: defineCall({
    subject: 'auth.reset.request',
    access: 'visitor',
    input: resetRequestSchema,
    output: resetRequestResultSchema,
    summary: 'Ask for a password reset link by e-mail (the same answer for any address)',
    http: { method: 'POST', path: '/api/update-change-password', ratePerMinute: 5 },
  }),
  resetTokenCheck: defineCall({
    subject: 'auth.reset-token.check',
    access: 'visitor',
    reads: true,
    input: resetTokenSchema,
    output: resetTokenResultSchema,
    summary: "Check a reset link's token; answers the account's username and email",
    http: { method: 'POST', path: '/api/reset-password/authen', ratePerMinute: 20 },
  }),
  passwordReset: defineCall({
    subject: 'auth.password.reset',
    access: 'visitor',
    input: editPasswordSchema,
    output: editPasswordResultSchema,
    summary: 'Set a new password with a valid reset token (single use; ends older sessions)',
    http: { method: 'POST', path: '/api/edit-password', ratePerMinute: 10 },
  }),
  resetRequestsList: defineCall({
    subject: 'auth.reset-requests.list',
    access: 'admin',
    reads: true,
    input: resetRequestListSchema,
    output: resetRequestListResultSchema,
    summary: 'Admin: password reset requests, newest first, with their state',
    http: { method: 'POST', path: '/api/get-reset-requests' },
  }),
  resetLinkResend: defineCall({
    subject: 'auth.reset-link.resend',
    access: 'admin',
    input: resendResetLinkSchema,
    output: resendResetLinkResultSchema,
    summary: 'Admin: e-mail a fresh reset link for a request (the previous link stops working)',
    http: { method: 'POST', path: '/api/resend-reset-link', ratePerMinute: 30 },
  }),
} as const;
