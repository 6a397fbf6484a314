import { authCalls } from '@dating/contracts';
import { api } from './api';
import { browser } from './browser';
import { clearSession, getSession } from './session';

/**
 * Log-out (SPEC.md §4): the server ends the session on every gateway (`authCalls.sessionEnd`), then
 * the token and user_id are forgotten and the page reloads — also when that call fails, so a
 * member is never stuck logged in.
 */
export async function logout(): Promise<void> {
  if (getSession().loggedIn) await api.call(authCalls.sessionEnd, {}).catch(() => undefined);
  clearSession();
  browser.reload();
}
