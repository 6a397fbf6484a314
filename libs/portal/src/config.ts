/** The three remotes of the portal; their manifest URLs come from /config.json. */
export const remoteNames = ['profile', 'matching', 'subscription'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** `/config.json`, served beside the shell and read at start-up, so it is changed without a rebuild. */
export interface RuntimeConfig {
  apiKey: string;
  version: string;
  /** Manifest URL of each remote, e.g. `/remotes/profile/mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
  /** The address of the Contact Us page; optional, the shell has a default. */
  contactEmail?: string;
}

let current: RuntimeConfig | null = null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Record<string, unknown>, key: string, where: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`Invalid runtime configuration: ${where}${key} must be a non-empty string`);
  }
  return value;
}

/** Checks the shape of /config.json; throws an Error naming the first bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new Error('Invalid runtime configuration: not an object');
  const remotes = value.remotes;
  if (!isRecord(remotes))
    throw new Error('Invalid runtime configuration: remotes must be an object');
  return {
    ...(value.contactEmail !== undefined && {
      contactEmail: requireString(value, 'contactEmail', ''),
    }),
    apiKey: requireString(value, 'apiKey', ''),
    version: requireString(value, 'version', ''),
    remotes: {
      profile: requireString(remotes, 'profile', 'remotes.'),
      matching: requireString(remotes, 'matching', 'remotes.'),
      subscription: requireString(remotes, 'subscription', 'remotes.'),
    },
  };
}

/** Fetches and checks /config.json, and keeps it for `getRuntimeConfig()`. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

/** The configuration loaded at start-up. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current)
    throw new Error('Runtime configuration is not loaded: call loadRuntimeConfig() first');
  return current;
}

/** For tests and hosts that build the configuration themselves. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}
