import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import {
  remoteComponentNames,
  remoteNames,
  type RemoteComponentLoader,
  type RemoteComponentName,
  type RemoteComponents,
  type RemoteName,
  type RuntimeConfig,
} from '@dating/portal';
import type { RemotePageModule } from './loader';

/** A remote's container name: the `name` of its ModuleFederationPlugin (webpack.shared.mjs). */
export function containerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** A remote component's federation id: `matching/X` is module X of `containerName('matching')`. */
export function remoteComponentId(name: RemoteComponentName): string {
  return `mfe_${name}`;
}

const componentIds = new Set(remoteComponentNames.map(remoteComponentId));

/**
 * When a remote page cannot be loaded (manifest, entry or module), answer with a page that says
 * so and offers Retry, instead of an exception. Manifest errors pass through (lifecycle
 * 'afterResolve': a value returned there would be taken for the manifest) and come back here
 * as 'onLoad'. A component's failure passes through too: `RemoteComponent` says so in its place.
 */
export function remoteFallbackPlugin(fallback: RemotePageModule): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' || componentIds.has(id)) return undefined;
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

/** Loads one component of RemoteComponents, for a page to mount (`RemoteComponent`). */
export const loadRemoteComponent: RemoteComponentLoader = async <Name extends RemoteComponentName>(
  name: Name,
) => {
  const module = await (
    await federation()
  ).loadRemote<{ default: ComponentType<RemoteComponents[Name]> }>(remoteComponentId(name));
  if (!module?.default) throw new Error(`Remote component ${name} has no default export`);
  return module.default;
};

/** Loads one exposed page, e.g. `loadRemotePage('matching', './SearchPage')`. */
export async function loadRemotePage(
  remote: RemoteName,
  expose: string,
): Promise<RemotePageModule> {
  const module = await (
    await federation()
  ).loadRemote<RemotePageModule>(`${containerName(remote)}/${expose.replace(/^\.\//, '')}`);
  if (!module?.default) throw new Error(`Remote page ${remote}/${expose} has no default export`);
  return module;
}
