import path from 'node:path';
import { z } from 'zod';
import { ConfigError, loadConfig } from '@dating/server/config';
import { totpSecretSchema } from '@dating/server/totp';
import type { ReplicaCounts } from './replicas';

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
  /** Unset: the local store's own secret under .data, or MinIO's default for a local MinIO. */
  s3SecretKey: string | undefined;
  /** SMTP_URL if given; otherwise the launcher starts a mail catcher with a web inbox. */
  smtpUrl: string | undefined;
  /** MAIL_INBOX_PORT: the mail catcher's inbox; 8025 when free if unset. */
  mailInboxPort: number | undefined;
  /** WEB_TRUST_PROXY: proxies in front of the web origin whose X-Forwarded-For it believes. */
  webTrustProxy: string | undefined;
  /** PORTAL_URL: where members open the portal (links in e-mails); else http://localhost:PORT. */
  portalUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  /** ADMIN_TOTP_SECRET: the admin's authenticator secret (base32), else saved or made. */
  adminTotpSecret: string | undefined;
  /** DEMO_MEMBERS: members with photos and profiles seeded at start (0 for none). */
  demoMembers: number;
  logLevel: string;
  /** LAUNCHER_EMBEDDED=1: skip the servers on the standard local ports, start embedded ones. */
  embeddedOnly: boolean;
  startupTimeoutMs: number;
  stopGraceMs: number;
  /** REPLICAS (default 1), or REPLICAS_<PART> for one part: the copies of it that run. */
  replicas: ReplicaCounts;
}

export { ConfigError as SettingsError };

const port = (min: number) => z.coerce.number().int().min(min).max(65535);
const serverUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    });
const replicaCount = z.coerce.number().int().min(1).max(16);
const seconds = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

export const launcherEnvSchema = z.object({
  DATA_DIR: z.string().default('.data'),
  PORT: port(0).default(8080),
  GATEWAY_PORT: port(1).optional(),
  APP_KEY: z.string().default('local-dev-key'),
  DATABASE_URL: serverUrl(['postgres:', 'postgresql:']).optional(),
  NATS_URL: serverUrl(['nats:', 'tls:']).optional(),
  S3_ENDPOINT: serverUrl(['http:', 'https:']).optional(),
  S3_ACCESS_KEY: z.string().default('minioadmin'),
  S3_SECRET_KEY: z.string().min(1).optional(),
  SMTP_URL: serverUrl(['smtp:', 'smtps:']).optional(),
  MAIL_INBOX_PORT: port(1).optional(),
  PORTAL_URL: serverUrl(['http:', 'https:']).optional(),
  WEB_TRUST_PROXY: z.string().min(1).optional(),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  ADMIN_TOTP_SECRET: totpSecretSchema.optional(),
  DEMO_MEMBERS: z.coerce.number().int().min(0).max(1000).default(60),
  LOG_LEVEL: z.string().default('info'),
  LAUNCHER_EMBEDDED: z
    .enum(['1', 'true', 'yes', '0', 'false', 'no'])
    .default('0')
    .transform((value) => ['1', 'true', 'yes'].includes(value)),
  STARTUP_TIMEOUT_SECONDS: seconds(180, 3600),
  STOP_GRACE_SECONDS: seconds(10, 300),
  REPLICAS: replicaCount.default(1),
  REPLICAS_SVC_AUTH: replicaCount.optional(),
  REPLICAS_SVC_PROFILE: replicaCount.optional(),
  REPLICAS_SVC_INTEREST: replicaCount.optional(),
  REPLICAS_SVC_BILLING: replicaCount.optional(),
  REPLICAS_GATEWAY: replicaCount.optional(),
});

/** The launcher's settings, through the same config loader every service uses. */
export function readSettings(env: Env, repoRoot: string): LauncherSettings {
  const config = loadConfig(launcherEnvSchema, env);
  return {
    repoRoot,
    dataDir: path.resolve(repoRoot, config.DATA_DIR),
    webPort: config.PORT,
    gatewayPort: config.GATEWAY_PORT,
    appKey: config.APP_KEY,
    databaseUrl: config.DATABASE_URL,
    natsUrl: config.NATS_URL,
    s3Endpoint: config.S3_ENDPOINT,
    s3AccessKey: config.S3_ACCESS_KEY,
    s3SecretKey: config.S3_SECRET_KEY,
    smtpUrl: config.SMTP_URL,
    mailInboxPort: config.MAIL_INBOX_PORT,
    portalUrl: config.PORTAL_URL,
    webTrustProxy: config.WEB_TRUST_PROXY,
    adminUsername: config.ADMIN_USERNAME,
    adminPassword: config.ADMIN_PASSWORD,
    adminTotpSecret: config.ADMIN_TOTP_SECRET,
    demoMembers: config.DEMO_MEMBERS,
    logLevel: config.LOG_LEVEL,
    embeddedOnly: config.LAUNCHER_EMBEDDED,
    startupTimeoutMs: config.STARTUP_TIMEOUT_SECONDS * 1000,
    stopGraceMs: config.STOP_GRACE_SECONDS * 1000,
    replicas: {
      'svc-auth': config.REPLICAS_SVC_AUTH ?? config.REPLICAS,
      'svc-profile': config.REPLICAS_SVC_PROFILE ?? config.REPLICAS,
      'svc-interest': config.REPLICAS_SVC_INTEREST ?? config.REPLICAS,
      'svc-billing': config.REPLICAS_SVC_BILLING ?? config.REPLICAS,
      gateway: config.REPLICAS_GATEWAY ?? config.REPLICAS,
    },
  };
}
