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
import { LoadFailed } from './LoadFailed';

/**
 * Every module the remotes expose, by federation id (`mfe_matching/InterestActions`), typed as
 * the remote's own build declared it: its `@mf-types`, made by the federation dts plugin. Empty
 * here; the host that loads the remotes fills it in from the types it consumed
 * (shell/src/remotes/remoteModules.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the host
export interface RemoteModules {}

/** The exposed modules whose default export is a component: pages, panels, parts of pages. */
export type RemoteComponentId = {
  [Id in keyof RemoteModules]: RemoteModules[Id] extends { default: ComponentType<never> }
    ? Id
    : never;
}[keyof RemoteModules];

/** The props the component `Id` takes (none: an empty object). */
export type RemoteComponentProps<Id extends RemoteComponentId> = RemoteModules[Id] extends {
  default: ComponentType<infer Props>;
}
  ? unknown extends Props
    ? Record<string, never>
    : Props
  : never;

/** The components that take no props: what the shell can route to as a page. */
export type RemotePageId = {
  [Id in RemoteComponentId]: Record<string, never> extends RemoteComponentProps<Id> ? Id : never;
}[RemoteComponentId];

/** Fetches an exposed component; the shell's federation runtime, a fake in tests. */
export type RemoteComponentLoader = <Id extends RemoteComponentId>(
  id: Id,
) => Promise<ComponentType<RemoteComponentProps<Id>>>;

/**
 * Given by the host (the shell) to everything on the page. @dating/portal is a shared
 * singleton, so a remote's page reads the context the shell set.
 */
export const RemoteComponentsContext = createContext<RemoteComponentLoader | null>(null);

interface BoundaryProps {
  /** What failed, for the console: e.g. "The remote component mfe_matching/InterestActions". */
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

function lazyComponent<Id extends RemoteComponentId>(load: RemoteComponentLoader | null, id: Id) {
  return lazy(async () => {
    if (!load) throw new Error(`No RemoteComponentsContext to load ${id} from`);
    return { default: await load(id) };
  });
}

/** Where and how a page mounts the remote component `Id`. */
export interface RemoteComponentMount<Id extends RemoteComponentId> {
  id: Id;
  props: RemoteComponentProps<Id>;
  /** Shown while it loads, in place of 'Loading…' (the places of cards to come; null: nothing). */
  placeholder?: ReactNode;
  /**
   * Shown in its place when its remote cannot be loaded or it fails, with a way to try again;
   * by default what went wrong and Retry.
   */
  fallback?: (retry: () => void) => ReactNode;
}

/**
 * A component from a remote, mounted in this page: a loading state while it comes, and in its
 * place a message with Retry (or `fallback`) when its remote cannot be loaded or it fails, while
 * the rest of the page keeps working.
 */
export function RemoteComponent<Id extends RemoteComponentId>({
  id,
  props,
  placeholder,
  fallback,
}: RemoteComponentMount<Id>) {
  const { t } = useTranslation('common');
  const load = useContext(RemoteComponentsContext);
  const [view, setView] = useState(() => ({ id, attempt: 0, Loaded: lazyComponent(load, id) }));
  // Another component in the same place (a route that mounts another panel): load that one.
  if (view.id !== id) setView({ id, attempt: 0, Loaded: lazyComponent(load, id) });
  const retry = () =>
    setView((current) => ({
      id: current.id,
      attempt: current.attempt + 1,
      Loaded: lazyComponent(load, current.id),
    }));
  const { Loaded } = view;
  return (
    <RemoteBoundary
      key={`${view.id} ${view.attempt}`}
      what={`The remote component ${id}`}
      fallback={
        fallback ? (
          fallback(retry)
        ) : (
          <LoadFailed message={t('remote.unavailable')} onRetry={retry} announce />
        )
      }
    >
      <Suspense
        fallback={placeholder === undefined ? <Loading label={t('status.loading')} /> : placeholder}
      >
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
