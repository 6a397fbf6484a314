import { authCalls, type EmailDoneResult } from '@dating/contracts';
import { api } from '@dating/portal';

const confirmations = new Map<string, Promise<EmailDoneResult>>();

/**
 * Confirms with a link's token once per page load: the link is single use, and a page that
 * renders again (or twice, in React's strict mode) must not spend it twice. A failure is not
 * kept.
 */
export function confirmOnce(token: string): Promise<EmailDoneResult> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = api.call(authCalls.emailConfirm, { token }).catch((error: unknown) => {
      // Refused or not reached: opening the link again asks again.
      confirmations.delete(token);
      throw error;
    });
    confirmations.set(token, confirmation);
  }
  return confirmation;
}
