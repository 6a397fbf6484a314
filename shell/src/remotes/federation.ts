import {
  init,
  loadRemote,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RuntimeConfig } from '@dating/portal';
import type { RemotePageModule } from './loader';

/** A remote's container name: the `name` of its ModuleFederationPlugin (webpack.shared.mjs). */
export function containerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/**
 * When a remote cannot be loaded (manifest, entry or module), answer with a page that says so
 * and offers Retry, instead of an exception. Manifest errors pass through (lifecycle
 * 'afterResolve': a value returned there would be taken for the manifest) and come back here
 * as 'onLoad'.
 */
export function remoteFallbackPlugin(fallback: RemotePageModule): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      return fallback;
    },
  };
}

/** Registers the remotes named in /config.json, so a remote moves without a shell rebuild. */
export function setupFederation(config: RuntimeConfig, fallback: RemotePageModule): void {
  init({
    name: 'shell',
    remotes: remoteNames.map((remote) => ({
      name: containerName(remote),
      entry: new URL(config.remotes[remote], window.location.href).href,
    })),
    plugins: [remoteFallbackPlugin(fallback)],
  });
}

/** Loads one exposed page, e.g. `loadRemotePage('matching', './SearchPage')`. */
export async function loadRemotePage(
  remote: RemoteName,
  expose: string,
): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(
    `${containerName(remote)}/${expose.replace(/^\.\//, '')}`,
  );
  if (!module?.default) throw new Error(`Remote page ${remote}/${expose} has no default export`);
  return module;
}
