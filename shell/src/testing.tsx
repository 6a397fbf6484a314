import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PortalProvider, setRuntimeConfig, type RuntimeConfig } from '@dating/portal';
import { AppRoutes } from './App';
import {
  fakeApi as fakePortalApi,
  LocationProbe,
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

/** A working menu and session check, unless a test says otherwise. */
const defaultAnswers: Record<string, FakeAnswer> = {
  'GET /api/menu': () => [200, []],
  'POST /api/authen': () => [
    200,
    { status: 'OK', decoded: { username: 'malee', user_id: 1, role: 'U' } },
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

/** The shell's routes at `path`, as the app renders them, with a fake remote loader. */
export function renderApp(path: string, loadRemote: RemoteLoader = workingRemotes) {
  setRuntimeConfig(testConfig);
  return render(
    <PortalProvider>
      <RemoteLoaderContext value={loadRemote}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </RemoteLoaderContext>
    </PortalProvider>,
  );
}

export { resetBrowser } from '@dating/portal/testing';
