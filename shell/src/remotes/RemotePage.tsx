import { Suspense, lazy, useContext, useState } from 'react';
import { RemoteBoundary, type RemoteName } from '@dating/portal';
import { PagePreloader } from '../layout/PagePreloader';
import { RemoteLoaderContext, RemoteRetryContext, type RemoteLoader } from './loader';
import { RemoteUnavailable } from './RemoteUnavailable';

function lazyPage(load: RemoteLoader, remote: RemoteName, expose: string) {
  return lazy(() => load(remote, expose));
}

/**
 * A page from a remote: lazy, inside Suspense and an error boundary. Retry loads it again
 * (a new lazy component and a fresh boundary), so a remote that is back needs no reload.
 */
export function RemotePage({ remote, expose }: { remote: RemoteName; expose: string }) {
  const load = useContext(RemoteLoaderContext);
  if (!load) throw new Error('RemotePage needs a RemoteLoaderContext');
  const [view, setView] = useState(() => ({ attempt: 0, Page: lazyPage(load, remote, expose) }));
  const retry = () =>
    setView((current) => ({ attempt: current.attempt + 1, Page: lazyPage(load, remote, expose) }));
  const { Page } = view;

  return (
    <RemoteRetryContext value={retry}>
      <RemoteBoundary
        key={view.attempt}
        what="A remote page"
        fallback={<RemoteUnavailable onRetry={retry} />}
      >
        <Suspense fallback={<PagePreloader onRetry={retry} />}>
          <Page />
        </Suspense>
      </RemoteBoundary>
    </RemoteRetryContext>
  );
}
