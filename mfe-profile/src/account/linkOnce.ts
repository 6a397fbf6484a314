import { authCalls } from '@dating/contracts';
import { api } from '@dating/portal';

/**
 * Spends a mailed link's token once per page load: a page that renders again (or twice, in
 * React's strict mode) must not spend it twice. A failure is not kept: opening the link again
 * asks again.
 */
export function oncePerToken<Result>(
  spend: (token: string) => Promise<Result>,
): (token: string) => Promise<Result> {
  const spent = new Map<string, Promise<Result>>();
  return (token) => {
    let answer = spent.get(token);
    if (!answer) {
      answer = spend(token).catch((error: unknown) => {
        spent.delete(token);
        throw error;
      });
      spent.set(token, answer);
    }
    return answer;
  };
}

/** Confirms an e-mail address with the confirmation link's token (single use). */
export const confirmOnce = oncePerToken((token) => api.call(authCalls.emailConfirm, { token }));

/** Turns a kind of e-mail off with an unsubscribe link's token. */
export const unsubscribeOnce = oncePerToken((token) =>
  api.call(authCalls.mailUnsubscribe, { token }),
);

/** Lifts a login lock with the lock mail's link (single use). */
export const unlockOnce = oncePerToken((token) => api.call(authCalls.accountUnlock, { token }));
