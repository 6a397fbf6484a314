import { Subjects } from './subjects';
import {
  authenSchema,
  createUserLoginSchema,
  loginSchema,
  logoutSchema,
  userByUsernameSchema,
} from './auth';
import { menuSchema } from './site';
import { profileRoutes } from './profile/routes';
import { recoveryRoutes } from './recovery/routes';
import { billingRoutes } from './billing/routes';
import { interestRoutes } from './interest/routes';
import type { RouteDefinition } from './route-definition';

export type { Access, RouteDefinition } from './route-definition';

/** The public HTTP API of SPEC.md §7, each path mapped to the NATS subject that answers it. */
export const routes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/create-user-login',
    subject: Subjects.auth.userRegister,
    access: 'public',
    input: createUserLoginSchema,
    summary:
      'Create a member account (role U, active); an e-mail that has one gets the same answer and its owner a mail',
    ratePerMinute: 10,
  },
  {
    method: 'POST',
    path: '/api/user/login',
    subject: Subjects.auth.login,
    access: 'public',
    input: loginSchema,
    summary: 'Log in with username and password; answers a session token',
    ratePerMinute: 10,
  },
  {
    method: 'POST',
    path: '/api/logout',
    subject: Subjects.auth.sessionEnd,
    access: 'member',
    input: logoutSchema,
    summary: "End the caller's sessions at once, on every gateway",
  },
  {
    method: 'POST',
    path: '/api/authen',
    subject: Subjects.auth.sessionGet,
    access: 'member',
    input: authenSchema,
    summary: 'Check the bearer token and answer who it belongs to',
  },
  {
    method: 'GET',
    path: '/api/get-user-by-username/:username',
    subject: Subjects.auth.userByUsername,
    access: 'member',
    input: userByUsernameSchema,
    summary: "Look up a member's user id by username",
  },
  {
    method: 'GET',
    path: '/api/menu',
    subject: Subjects.profile.menuGet,
    access: 'public',
    input: menuSchema,
    summary: 'The header menu',
    maxAgeSeconds: 300,
  },
  ...profileRoutes,
  ...recoveryRoutes,
  ...interestRoutes,
  ...billingRoutes,
];
