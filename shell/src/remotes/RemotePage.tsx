import {
  Component,
  Suspense,
  lazy,
  useContext,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@dating/portal';
import { PagePreloader } from '../layout/PagePreloader';
import { RemoteLoaderContext, RemoteRetryContext, type RemoteLoader } from './loader';
import { RemoteUnavailable } from './RemoteUnavailable';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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
      <RemoteErrorBoundary key={view.attempt} fallback={<RemoteUnavailable onRetry={retry} />}>
        <Suspense fallback={<PagePreloader onRetry={retry} />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}
