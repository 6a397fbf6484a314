import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { authCalls } from '@dating/contracts';
import { ApiError, api, clearSession, getSession } from '@dating/portal';

export interface SessionCheckOptions {
  /** Asks the server about the stored token. */
  check: () => Promise<unknown>;
  /** Forgets a token the server refused. */
  reject: () => void;
  now?: () => number;
  minIntervalMs?: number;
}

/**
 * SPEC.md §4: the token is checked on each page. At most once a minute; a FAILED answer or a
 * 401 logs the visitor out (storage cleared), an unreachable server does not.
 */
export function createSessionCheck({
  check,
  reject,
  now = Date.now,
  minIntervalMs = 60_000,
}: SessionCheckOptions): (token: string | null) => Promise<void> {
  let lastCheck = Number.NEGATIVE_INFINITY;
  let running = false;
  return async (token) => {
    if (!token || running || now() - lastCheck < minIntervalMs) return;
    lastCheck = now();
    running = true;
    try {
      await check();
    } catch (error) {
      if (error instanceof ApiError && error.rejectsSession) reject();
    } finally {
      running = false;
    }
  };
}

const checkSession = createSessionCheck({
  check: () => api.call(authCalls.sessionGet, {}),
  reject: clearSession,
});

/**
 * Checks the token on route changes. At start (and after a login) the account's own ask of the
 * same endpoint is the check (AccountProvider), so the page asks once, not twice.
 */
export function useSessionCheck(): void {
  const { pathname } = useLocation();
  const startPath = useRef(pathname);
  useEffect(() => {
    if (pathname === startPath.current) return;
    startPath.current = '';
    void checkSession(getSession().token);
  }, [pathname]);
}
