import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './settings';
import type { AdminLogin } from './admin';
import type { Deployable } from '@dating/contracts';
import { natsPasswordVariables, type NatsPasswords } from './nats';

/** The NATS services, in the order their migrations run (svc-auth seeds the accounts first). */
export const backendServices = ['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing'] as const;
export type BackendService = (typeof backendServices)[number];

/** The web origin's folders: the shell and each remote's build, by remote name. */
export const frontendDirs = {
  shell: 'shell',
  profile: 'mfe-profile',
  matching: 'mfe-matching',
  subscription: 'mfe-subscription',
} as const;

export interface Infrastructure {
  /** The Postgres server as its superuser: only the migrations get it, to provision. */
  databaseUrl: string;
  natsUrl: string;
  /** Each deployable's NATS password (its user is its name), when the bus asks for one. */
  natsPasswords: NatsPasswords;
  s3Endpoint: string;
  s3AccessKey: string;
  s3SecretKey: string;
  smtpUrl: string;
}

export interface PortalEnvironment {
  appKey: string;
  gatewayPort: number;
  logLevel: string;
  /** Where members open the portal (svc-auth puts it in reset links). */
  portalUrl: string;
}

/**
 * What every child gets: the launcher's own environment (so TOKEN_TTL_SECONDS, PROMPTPAY_ID,
 * DEMO_MEMBERS, DIGEST_INTERVAL_MS, MAIL_POLL_MS… pass through) with the infrastructure the
 * launcher resolved on top: SMTP_URL and PORTAL_URL for every service that mails.
 */
export function childEnvironment(
  base: Env,
  infra: Infrastructure,
  portal: PortalEnvironment,
): Record<string, string | undefined> {
  // Each deployable is given only its own NATS password (natsCredentials).
  const env: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(base).filter(([name]) => !natsPasswordVariables.includes(name)),
  );
  delete env['ADMIN_PASSWORD'];
  delete env['ADMIN_TOTP_SECRET'];
  // Each service is given only its own database login and secrets (serviceSecrets).
  delete env['DATABASE_URL'];
  delete env['DATABASE_ADMIN_URL'];
  delete env['SIGNING_KEY_SECRET'];
  return {
    ...env,
    NODE_ENV: base['NODE_ENV'] ?? 'development',
    LOG_LEVEL: portal.logLevel,
    NATS_URL: infra.natsUrl,
    S3_ENDPOINT: infra.s3Endpoint,
    S3_ACCESS_KEY: infra.s3AccessKey,
    S3_SECRET_KEY: infra.s3SecretKey,
    SMTP_URL: infra.smtpUrl,
    APP_KEY: portal.appKey,
    GATEWAY_PORT: String(portal.gatewayPort),
    PORTAL_URL: portal.portalUrl,
  };
}

export interface ServiceSecrets {
  /** Each backend service's own login: its role, which owns its database and no other. */
  databaseUrls: Record<BackendService, string>;
  /** svc-auth's SIGNING_KEY_SECRET, which seals its private signing keys in its database. */
  signingKeySecret: string;
}

function isBackendService(name: Deployable): name is BackendService {
  return (backendServices as readonly string[]).includes(name);
}

/** What only one deployable is told: a service's database login, svc-auth's sealing secret. */
export function serviceSecrets(name: Deployable, secrets: ServiceSecrets): Record<string, string> {
  if (!isBackendService(name)) return {};
  return {
    DATABASE_URL: secrets.databaseUrls[name],
    ...(name === 'svc-auth' ? { SIGNING_KEY_SECRET: secrets.signingKeySecret } : {}),
  };
}

/**
 * Only svc-auth's migration seeds the admin, so only it is told the password and the TOTP
 * secret (the seed sets the admin's password and second factor to them at every start).
 */
export function migrationEnvironment(
  service: BackendService,
  env: Record<string, string | undefined>,
  admin: AdminLogin,
): Record<string, string | undefined> {
  if (service !== 'svc-auth') return env;
  return {
    ...env,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOTP_SECRET: admin.totpSecret,
  };
}

/** The built files `npm start` needs; a missing one means the build did not run or failed. */
export function requiredBuilds(repoRoot: string): string[] {
  return [
    ...backendServices.flatMap((service) => [
      path.join(repoRoot, service, 'dist', 'migrate.js'),
      path.join(repoRoot, service, 'dist', 'main.js'),
    ]),
    path.join(repoRoot, 'gateway', 'dist', 'main.js'),
    path.join(repoRoot, frontendDirs.shell, 'dist', 'index.html'),
  ];
}

export function missingBuilds(repoRoot: string): string[] {
  return requiredBuilds(repoRoot).filter((file) => !fs.existsSync(file));
}
