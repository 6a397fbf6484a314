import { z } from 'zod';
import { defineCall } from '../call';
import {
  authenSchema,
  createUserLoginSchema,
  loginSchema,
  logoutSchema,
  sessionCheckSchema,
  userByUsernameSchema,
  usersByIdsSchema,
} from './requests';
import {
  authenResultSchema,
  createUserLoginResultSchema,
  loginResultSchema,
  logoutResultSchema,
  publicKeySetSchema,
  registerResultSchema,
  sessionCheckResultSchema,
  userByUsernameResultSchema,
  usersByIdsResultSchema,
} from './results';

/** svc-auth's calls: accounts, logins and sessions. */
export const authCalls = {
  userRegister: defineCall({
    subject: 'auth.user.register',
    access: 'visitor',
    input: createUserLoginSchema,
    output: registerResultSchema,
    summary:
      'Create a member account (role U, active); an e-mail that has one gets the same answer and its owner a mail',
    http: { method: 'POST', path: '/api/create-user-login', ratePerMinute: 10 },
  }),
  userCreate: defineCall({
    subject: 'auth.user.create',
    access: 'internal',
    callers: ['gateway'],
    input: createUserLoginSchema,
    output: createUserLoginResultSchema,
    summary:
      'Create a member account and answer its id, saying which of username or e-mail is taken (demo seeds)',
  }),
  login: defineCall({
    subject: 'auth.login',
    access: 'visitor',
    input: loginSchema,
    output: loginResultSchema,
    summary: 'Log in with username and password; answers a session token',
    http: { method: 'POST', path: '/api/user/login', ratePerMinute: 10 },
  }),
  sessionEnd: defineCall({
    subject: 'auth.session.end',
    access: 'member',
    input: logoutSchema,
    output: logoutResultSchema,
    summary: "End the caller's session (the one this token belongs to) at once, on every gateway",
    http: { method: 'POST', path: '/api/logout' },
  }),
  sessionGet: defineCall({
    subject: 'auth.session.get',
    access: 'member',
    input: authenSchema,
    output: authenResultSchema,
    summary: 'Check the bearer token and answer who it belongs to',
    http: { method: 'POST', path: '/api/authen' },
  }),
  sessionCheck: defineCall({
    subject: 'auth.session.check',
    access: 'internal',
    callers: ['gateway'],
    input: sessionCheckSchema,
    output: sessionCheckResultSchema,
    summary:
      'Whether a token with a valid signature still holds: account active, not reset since, not logged out',
  }),
  keysGet: defineCall({
    subject: 'auth.keys.get',
    access: 'internal',
    callers: ['gateway'],
    input: z.object({}),
    output: publicKeySetSchema,
    summary: 'The public keys (JWKs) that verify session tokens, newest first',
  }),
  userByUsername: defineCall({
    subject: 'auth.user.by-username',
    access: 'member',
    input: userByUsernameSchema,
    output: userByUsernameResultSchema,
    summary: "Look up a member's user id by username",
    http: { method: 'GET', path: '/api/get-user-by-username/:username' },
  }),
  usersGet: defineCall({
    subject: 'auth.users.get',
    access: 'internal',
    callers: ['svc-billing', 'svc-interest'],
    input: usersByIdsSchema,
    output: usersByIdsResultSchema,
    summary:
      'Accounts by id with their e-mail and whether they are active (unknown ids left out), for mail and deactivated members',
  }),
} as const;
