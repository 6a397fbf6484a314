import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { authCalls, profileCalls } from '@dating/contracts';
import {
  RemoteComponentsContext,
  setRuntimeConfig,
  type RemoteComponentId,
  type RemoteComponentLoader,
  type RemoteComponentProps,
  type RemotePageId,
  type RuntimeConfig,
} from '@dating/portal';
import { AppRoutes } from './App';
import { remoteRoutes } from './remotes/remoteRoutes';
import {
  fakeApi as fakePortalApi,
  fakeRemoteComponents,
  LocationProbe,
  routeOf,
  type FakeAnswer,
  type FakeCall,
  type FakeRemoteComponents,
} from '@dating/portal/testing';

export const testConfig: RuntimeConfig = {
  apiKey: 'test-key',
  version: '1.0.15',
  remotes: {
    profile: '/remotes/profile/mf-manifest.json',
    matching: '/remotes/matching/mf-manifest.json',
    subscription: '/remotes/subscription/mf-manifest.json',
  },
};

/** A working menu and session check, unless a test says otherwise. */
const defaultAnswers: Record<string, FakeAnswer> = {
  [routeOf(profileCalls.menuGet)]: () => [200, []],
  [routeOf(authCalls.sessionGet)]: () => [
    200,
    {
      status: 'OK',
      decoded: { username: 'malee', user_id: 1, role: 'U' },
      email: 'malee@example.com',
      email_confirmed: true,
      pending_email: null,
    },
  ],
};

/** The portal's fake API with the shell's defaults; unknown paths answer 503. */
export function fakeApi(overrides: Record<string, FakeAnswer> = {}): FakeCall[] {
  return fakePortalApi({ ...defaultAnswers, ...overrides });
}

export type { FakeCall };

const pages = new Set<string>(remoteRoutes.map((route) => route.page));

/** Any remote component as a heading naming it: a page's title (h1), or a component's (h2). */
const headings: RemoteComponentLoader = async (id) => () =>
  pages.has(id) ? <h1>{id}</h1> : <h2>{id}</h2>;

/**
 * The remotes as the shell's tests see them: the components the shell's frame mounts show
 * nothing (no unread counts, no e-mail or deletion banner); any other is a heading naming it, e.g.
 * 'mfe_profile/SearchPage'.
 */
export const workingRemotes: RemoteComponentLoader = fakeRemoteComponents(
  {
    'mfe_matching/UnreadCounts': () => null,
    'mfe_profile/EmailBanner': () => null,
    'mfe_profile/DeletionBanner': () => null,
  },
  headings,
);

/** The working remotes, with these components in place of theirs. */
export function remotesWith(replaced: FakeRemoteComponents): RemoteComponentLoader {
  return fakeRemoteComponents(replaced, workingRemotes);
}

/** The working remotes, but the component `down` cannot be loaded. */
export function remotesWithout(down: RemoteComponentId): RemoteComponentLoader {
  return (id) => (id === down ? Promise.reject(new Error(`${id} is down`)) : workingRemotes(id));
}

/**
 * The working remotes, with `page` loaded by `load` (slow, failing or another page). TypeScript
 * cannot narrow the loader's `Id` by comparing it, hence the one assertion.
 */
export function remotesWithPage(
  page: RemotePageId,
  load: () => Promise<ComponentType>,
): RemoteComponentLoader {
  return <Id extends RemoteComponentId>(id: Id) =>
    id === page ? (load() as Promise<ComponentType<RemoteComponentProps<Id>>>) : workingRemotes(id);
}

/** The shell's routes at `path`, as the app renders them, with a fake remote loader. */
export function renderApp(path: string, loadComponent: RemoteComponentLoader = workingRemotes) {
  setRuntimeConfig(testConfig);
  return render(
    <RemoteComponentsContext value={loadComponent}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </RemoteComponentsContext>,
  );
}

export { resetBrowser } from '@dating/portal/testing';
