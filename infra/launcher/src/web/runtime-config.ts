/** `/config.json`, read by the shell at run time (DESIGN.md §6). */
export interface RuntimeConfig {
  apiKey: string;
  version: string;
  remotes: Record<string, string>;
}

export const remoteNames = ['profile', 'matching', 'subscription'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Where the web origin serves a remote's files: `/remotes/<name>/`. */
export function remotePrefix(name: string): string {
  return `/remotes/${name}/`;
}

export function runtimeConfig(
  apiKey: string,
  version: string,
  names: readonly string[] = remoteNames,
): RuntimeConfig {
  const remotes: Record<string, string> = {};
  for (const name of names) remotes[name] = `${remotePrefix(name)}mf-manifest.json`;
  return { apiKey, version, remotes };
}
