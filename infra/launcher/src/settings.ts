import path from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

/** What the launcher reads from the environment (DESIGN.md, Configuration), validated at start. */
export interface LauncherSettings {
  repoRoot: string;
  /** Where embedded Postgres, NATS, object storage and the admin login keep their data. */
  dataDir: string;
  /** The web origin's port (PORT); 0 picks a free one. */
  webPort: number;
  /** GATEWAY_PORT if given; otherwise 3000 when free, else any free port. */
  gatewayPort: number | undefined;
  appKey: string;
  databaseUrl: string | undefined;
  natsUrl: string | undefined;
  s3Endpoint: string | undefined;
  s3AccessKey: string;
  s3SecretKey: string;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: string;
  /** LAUNCHER_EMBEDDED=1: skip the servers on the standard local ports, start embedded ones. */
  embeddedOnly: boolean;
  startupTimeoutMs: number;
  stopGraceMs: number;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'SettingsError';
  }
}

/** An unset or blank variable counts as not given. */
export function given(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(
  env: Env,
  name: string,
  fallback: number | undefined,
  min: number,
  max: number,
  problems: string[],
): number | undefined {
  const raw = given(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
    return fallback;
  }
  return value;
}

function flag(env: Env, name: string, problems: string[]): boolean {
  const raw = given(env, name)?.toLowerCase();
  if (raw === undefined || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  problems.push(`${name} must be 1 or 0, not "${raw}"`);
  return false;
}

function url(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const raw = given(env, name);
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    }
  } catch {
    problems.push(`${name} is not a URL: "${raw}"`);
  }
  return raw;
}

export function readSettings(env: Env, repoRoot: string): LauncherSettings {
  const problems: string[] = [];
  const settings: LauncherSettings = {
    repoRoot,
    dataDir: path.resolve(repoRoot, given(env, 'DATA_DIR') ?? '.data'),
    webPort: integer(env, 'PORT', 8080, 0, 65535, problems) ?? 8080,
    gatewayPort: integer(env, 'GATEWAY_PORT', undefined, 1, 65535, problems),
    appKey: given(env, 'APP_KEY') ?? 'local-dev-key',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems),
    natsUrl: url(env, 'NATS_URL', ['nats:', 'tls:'], problems),
    s3Endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:'], problems),
    s3AccessKey: given(env, 'S3_ACCESS_KEY') ?? 'minioadmin',
    s3SecretKey: given(env, 'S3_SECRET_KEY') ?? 'minioadmin',
    adminUsername: given(env, 'ADMIN_USERNAME') ?? 'admin',
    adminPassword: given(env, 'ADMIN_PASSWORD'),
    logLevel: given(env, 'LOG_LEVEL') ?? 'info',
    embeddedOnly: flag(env, 'LAUNCHER_EMBEDDED', problems),
    startupTimeoutMs:
      (integer(env, 'STARTUP_TIMEOUT_SECONDS', 180, 1, 3600, problems) ?? 180) * 1000,
    stopGraceMs: (integer(env, 'STOP_GRACE_SECONDS', 10, 1, 300, problems) ?? 10) * 1000,
  };
  if (settings.adminPassword !== undefined && settings.adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  }
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}
