import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { authCalls, gatewayPaths, interestCalls, profileCalls } from '@dating/contracts';
import {
  RemoteComponentsContext,
  setRuntimeConfig,
  type RemoteComponentLoader,
  type RuntimeConfig,
} from '@dating/portal';
import { AppRoutes } from './App';
import {
  fakeApi as fakePortalApi,
  FakeEventStream,
  fakeRemoteComponents,
  LocationProbe,
  routeOf,
  type FakeAnswer,
  type FakeCall,
} from '@dating/portal/testing';
import { RemoteLoaderContext, type RemoteLoader } from './remotes/loader';

export const testConfig: RuntimeConfig = {
  apiKey: 'test-key',
  version: '1.0.15',
  remotes: {
    profile: '/remotes/profile/mf-manifest.json',
    matching: '/remotes/matching/mf-manifest.json',
    subscription: '/remotes/subscription/mf-manifest.json',
  },
};

/**
 * A working menu, session check, unread counts and a quiet live feed, unless a test says
 * otherwise.
 */
const defaultAnswers: Record<string, FakeAnswer> = {
  [routeOf(interestCalls.unreadMessages)]: () => [200, { status: 'OK', unread: 0 }],
  [routeOf(interestCalls.unreadNotifications)]: () => [200, { status: 'OK', unread: 0 }],
  [`GET ${gatewayPaths.live}`]: () => [200, new FakeEventStream()],
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

/** A remote page for tests: a heading with the page's name. */
export function fakeRemotePage(title: string): { default: ComponentType } {
  return { default: () => <h1>{title}</h1> };
}

/** Loads every remote page as a heading naming remote and module. */
export const workingRemotes: RemoteLoader = async (remote, expose) =>
  fakeRemotePage(`${remote} ${expose}`);

/** Every remote component as a paragraph naming it and its props. */
export const workingComponents: RemoteComponentLoader = fakeRemoteComponents({
  'matching/InterestActions': ({ viewerId, memberId }) => (
    <p>
      matching/InterestActions of {viewerId} for {memberId}
    </p>
  ),
});

/** The shell's routes at `path`, as the app renders them, with fake remote loaders. */
export function renderApp(
  path: string,
  loadRemote: RemoteLoader = workingRemotes,
  loadComponent: RemoteComponentLoader = workingComponents,
) {
  setRuntimeConfig(testConfig);
  return render(
    <RemoteLoaderContext value={loadRemote}>
      <RemoteComponentsContext value={loadComponent}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </RemoteComponentsContext>
    </RemoteLoaderContext>,
  );
}

export { resetBrowser } from '@dating/portal/testing';
