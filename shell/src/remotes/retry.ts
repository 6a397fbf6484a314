import { createContext } from 'react';

/** Set by RemotePage: tries the remote again. Read by the fallback the runtime plugin returns. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);
