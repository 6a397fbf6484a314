import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Loading } from '@dating/ui';
import { useTranslation } from './i18n';
import type { RemoteName } from './config';
import { LoadFailed } from './LoadFailed';

/**
 * The components a remote exposes for another package to mount inside its own page, by
 * `<remote>/<exposed module>`, with the props they take. The owning remote exposes each as the
 * default export of `./<exposed module>` (its exposes.json).
 */
export interface RemoteComponents {
  /** Another member's interest actions on the profile page; `onChanged` after an action. */
  'matching/InterestActions': { viewerId: number; memberId: number; onChanged: () => void };
  /** The admin's queue of photos waiting for review (/admin/photos). */
  'profile/AdminPhotoReviewPanel': Record<string, never>;
  /** The admin's queue of verification selfies (/admin/verifications). */
  'profile/AdminVerificationPanel': Record<string, never>;
  /** The member's profile completeness card (home, My Profile); nothing once complete. */
  'profile/ProfileCompleteness': Record<string, never>;
  /** The admin's moderation queue: open reports grouped by reported member (/admin/moderation). */
  'matching/AdminModerationPanel': Record<string, never>;
}

export type RemoteComponentName = keyof RemoteComponents & `${RemoteName}/${string}`;

/** Every name of RemoteComponents at run time (the type keeps the list complete). */
const everyRemoteComponent: { [Name in RemoteComponentName]: Name } = {
  'matching/InterestActions': 'matching/InterestActions',
  'profile/AdminPhotoReviewPanel': 'profile/AdminPhotoReviewPanel',
  'profile/AdminVerificationPanel': 'profile/AdminVerificationPanel',
  'profile/ProfileCompleteness': 'profile/ProfileCompleteness',
  'matching/AdminModerationPanel': 'matching/AdminModerationPanel',
};
export const remoteComponentNames: readonly RemoteComponentName[] =
  Object.values(everyRemoteComponent);

/** Fetches an exposed component; the shell's federation runtime, a fake in tests. */
export type RemoteComponentLoader = <Name extends RemoteComponentName>(
  name: Name,
) => Promise<ComponentType<RemoteComponents[Name]>>;

/**
 * Given by the host (the shell) to everything on the page. @dating/portal is a shared
 * singleton, so a remote's page reads the context the shell set.
 */
export const RemoteComponentsContext = createContext<RemoteComponentLoader | null>(null);

interface BoundaryProps {
  /** What failed, for the console: e.g. "The remote component InterestActions". */
  what: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote page or component that fails to load or throws while rendering. */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function lazyComponent<Name extends RemoteComponentName>(
  load: RemoteComponentLoader | null,
  name: Name,
) {
  return lazy(async () => {
    if (!load) throw new Error(`No RemoteComponentsContext to load ${name} from`);
    return { default: await load(name) };
  });
}

/**
 * A component from another remote, mounted in this page: a loading state while it comes, and
 * in its place a message with Retry when its remote cannot be loaded or it fails, while the
 * rest of the page keeps working.
 */
export function RemoteComponent<Name extends RemoteComponentName>({
  name,
  props,
  placeholder,
}: {
  name: Name;
  props: RemoteComponents[Name];
  /** Shown while it loads, in place of 'Loading…' (e.g. the places of cards to come). */
  placeholder?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const load = useContext(RemoteComponentsContext);
  const [view, setView] = useState(() => ({ attempt: 0, Loaded: lazyComponent(load, name) }));
  const retry = () =>
    setView(({ attempt }) => ({ attempt: attempt + 1, Loaded: lazyComponent(load, name) }));
  const { Loaded } = view;
  return (
    <RemoteBoundary
      key={view.attempt}
      what={`The remote component ${name}`}
      fallback={<LoadFailed message={t('remote.unavailable')} onRetry={retry} announce />}
    >
      <Suspense fallback={placeholder ?? <Loading label={t('status.loading')} />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
