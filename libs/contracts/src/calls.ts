import { authCalls } from './auth/calls';
import { billingCalls } from './billing/calls';
import { isRoute, type CallDefinition, type RouteDefinition } from './call';
import { interestCalls } from './interest/calls';
import { profileCalls } from './profile/calls';
import { recoveryCalls } from './recovery/calls';

/** Every call of every service, each declared once in its domain's `calls.ts`. */
export const allCalls: readonly CallDefinition[] = [
  ...Object.values(authCalls),
  ...Object.values(recoveryCalls),
  ...Object.values(profileCalls),
  ...Object.values(interestCalls),
  ...Object.values(billingCalls),
];

/** The public HTTP API of SPEC.md §7: the calls the browser makes through the gateway. */
export const routes: readonly RouteDefinition[] = allCalls.filter(isRoute);
