import * as runtimeCore from '@module-federation/runtime-core';
import type { UserOptions } from '@module-federation/runtime-core';
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';

interface SharedVersion {
  version: string;
  shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean };
}

/** Written by webpack.shared.mjs: each import the shell gives remotes, its version and rules. */
declare const __FEDERATION_SHARED__: Record<string, SharedVersion>;

/**
 * The shell's own copy of each import a remote takes from the page: one React, one portal
 * (session, i18n, API client) and one stylesheet. Contracts load only when a remote asks.
 */
const sharedImports: Record<string, () => Promise<object>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@dating/portal': () => import('@dating/portal'),
  '@dating/ui': () => import('@dating/ui'),
  '@dating/contracts': () => import('@dating/contracts'),
};

function sharedModules(): NonNullable<UserOptions['shared']> {
  return Object.fromEntries(
    Object.entries(__FEDERATION_SHARED__).map(([specifier, { version, shareConfig }]) => {
      const load = sharedImports[specifier];
      if (!load) throw new Error(`The shell does not bundle the shared module ${specifier}`);
      return [
        specifier,
        { version, shareConfig, get: () => load().then((module) => () => module) },
      ];
    }),
  );
}

/**
 * Starts the federation runtime: the shell as a host at run time only, so a page that shows no
 * remote never loads this code.
 */
export function startFederation(
  options: Pick<UserOptions, 'remotes' | 'plugins'>,
): ModuleFederation {
  // Remote entries are built without a runtime of their own (externalRuntime) and use this one.
  Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: runtimeCore });
  return init({
    name: 'shell',
    shareStrategy: 'loaded-first',
    shared: sharedModules(),
    ...options,
  });
}
