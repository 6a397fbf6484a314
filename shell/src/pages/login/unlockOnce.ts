import { authCalls } from '@dating/contracts';
import { api } from '@dating/portal';
import { oncePerToken } from '../account/linkOnce';

/** Lifts a login lock with the lock mail's link (single use): once per page load. */
export const unlockOnce = oncePerToken((token) => api.call(authCalls.accountUnlock, { token }));
