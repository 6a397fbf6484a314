import { createContext, type ComponentType } from 'react';
import type { RemoteName } from '@dating/portal';

/** What a remote exposes for each page: a React component as the default export. */
export interface RemotePageModule {
  default: ComponentType;
}

export type RemoteLoader = (remote: RemoteName, expose: string) => Promise<RemotePageModule>;

/** How pages are fetched from remotes; the federation runtime in the app, a fake in tests. */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** Set by RemotePage: tries the remote again. Read by the fallback the runtime plugin returns. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);
