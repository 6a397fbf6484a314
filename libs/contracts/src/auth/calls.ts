import { z } from 'zod';
import { defineCall } from '../call';
import {
  authenSchema,
  createUserLoginSchema,
  loginSchema,
  logoutSchema,
  userByUsernameSchema,
} from './requests';

/** svc-auth's calls: accounts, logins and sessions. */
export const authCalls = {
  userRegister: defineCall({
    subject: 'auth.user.register',
    access: 'visitor',
    input: createUserLoginSchema,
    output: z.unknown(),
    summary:
      'Create a member account (role U, active); an e-mail that has one gets the same answer and its owner a mail',
    http: { method: 'POST', path: '/api/create-user-login', ratePerMinute: 10 },
  }),
  login: defineCall({
    subject: 'auth.login',
    access: 'visitor',
    input: loginSchema,
    output: z.unknown(),
    summary: 'Log in with username and password; answers a session token',
    http: { method: 'POST', path: '/api/user/login', ratePerMinute: 10 },
  }),
  sessionEnd: defineCall({
    subject: 'auth.session.end',
    access: 'member',
    input: logoutSchema,
    output: z.unknown(),
    summary: "End the caller's sessions at once, on every gateway",
    http: { method: 'POST', path: '/api/logout' },
  }),
  sessionGet: defineCall({
    subject: 'auth.session.get',
    access: 'member',
    input: authenSchema,
    output: z.unknown(),
    summary: 'Check the bearer token and answer who it belongs to',
    http: { method: 'POST', path: '/api/authen' },
  }),
  userByUsername: defineCall({
    subject: 'auth.user.by-username',
    access: 'member',
    input: userByUsernameSchema,
    output: z.unknown(),
    summary: "Look up a member's user id by username",
    http: { method: 'GET', path: '/api/get-user-by-username/:username' },
  }),
} as const;
