import { Suspense, lazy, useContext, useState } from 'react';
import {
  RemoteBoundary,
  RemoteComponentsContext,
  type RemoteComponentLoader,
  type RemotePageId,
} from '@dating/portal';
import { PagePreloader } from '../layout/PagePreloader';
import { RemoteRetryContext } from './retry';
import { RemoteUnavailable } from './RemoteUnavailable';

function lazyPage(load: RemoteComponentLoader | null, page: RemotePageId) {
  return lazy(async () => {
    if (!load) throw new Error(`No RemoteComponentsContext to load ${page} from`);
    return { default: await load(page) };
  });
}

/**
 * A page from a remote: lazy, inside Suspense and an error boundary. Retry loads it again
 * (a new lazy component and a fresh boundary), so a remote that is back needs no reload.
 */
export function RemotePage({ page }: { page: RemotePageId }) {
  const load = useContext(RemoteComponentsContext);
  const [view, setView] = useState(() => ({ attempt: 0, Page: lazyPage(load, page) }));
  const retry = () =>
    setView((current) => ({ attempt: current.attempt + 1, Page: lazyPage(load, page) }));
  const { Page } = view;

  return (
    <RemoteRetryContext value={retry}>
      <RemoteBoundary
        key={view.attempt}
        what={`The remote page ${page}`}
        fallback={<RemoteUnavailable onRetry={retry} />}
      >
        <Suspense fallback={<PagePreloader onRetry={retry} />}>
          <Page />
        </Suspense>
      </RemoteBoundary>
    </RemoteRetryContext>
  );
}
