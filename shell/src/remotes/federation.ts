import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import {
  currentLanguage,
  loadLanguage,
  remoteNames,
  type RemoteComponentId,
  type RemoteComponentLoader,
  type RemoteComponentProps,
  type RemoteName,
  type RuntimeConfig,
} from '@dating/portal';
import type { RemotePageModule } from './RemoteUnavailable';
import { remoteRoutes } from './remoteRoutes';

/** A remote's container name: the `name` of its ModuleFederationPlugin (webpack.shared.mjs). */
export function containerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

const pageIds = new Set<string>(remoteRoutes.map((route) => route.page));

/**
 * When a routed remote page cannot be loaded (manifest, entry or module), answer with a page
 * that says so and offers Retry, instead of an exception. Manifest errors pass through
 * (lifecycle 'afterResolve': a value returned there would be taken for the manifest) and come
 * back here as 'onLoad'. A component's failure passes through too: `RemoteComponent` says so in
 * its place.
 */
export function remoteFallbackPlugin(fallback: RemotePageModule): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' || !pageIds.has(id)) return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      return fallback;
    },
  };
}

let startedFederation: (() => Promise<ModuleFederation>) | null = null;

/**
 * Names the remotes of /config.json (so a remote moves without a shell rebuild) and the page
 * shown when one cannot be loaded. The federation runtime itself loads the first time a remote
 * is needed; a failed load of it is tried again on the next.
 */
export function setupFederation(config: RuntimeConfig, fallback: RemotePageModule): void {
  let starting: Promise<ModuleFederation> | null = null;
  const start = () =>
    import('./runtime').then(({ startFederation }) =>
      startFederation({
        remotes: remoteNames.map((remote) => ({
          name: containerName(remote),
          entry: new URL(config.remotes[remote], window.location.href).href,
        })),
        plugins: [remoteFallbackPlugin(fallback)],
      }),
    );
  startedFederation = () => {
    const attempt = (starting ??= start());
    attempt.catch(() => {
      if (starting === attempt) starting = null;
    });
    return attempt;
  };
}

function federation(): Promise<ModuleFederation> {
  if (!startedFederation) throw new Error('setupFederation has not been called');
  return startedFederation();
}

/** Loads an exposed component by its federation id, e.g. 'mfe_profile/SearchPage'. */
export const loadRemoteComponent: RemoteComponentLoader = async <Id extends RemoteComponentId>(
  id: Id,
) => {
  const module = await (
    await federation()
  ).loadRemote<{ default?: ComponentType<RemoteComponentProps<Id>> }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  // The remote registered its texts as it loaded: have them before any of its parts render.
  await loadLanguage(currentLanguage());
  return module.default;
};
