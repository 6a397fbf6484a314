import { z } from 'zod';
import { unboundUploadHours } from '@dating/contracts';
import { identityEnv } from './bus/identity';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * The one config loader: reads the environment through a zod schema whose defaults work on a
 * developer's machine, and fails at start with every problem listed. A blank variable counts as
 * unset (compose passes `${VAR:-}` as an empty string).
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(root)';
      return issue.message.startsWith(`${name}: `) ? issue.message : `${name}: ${issue.message}`;
    }),
  );
}

/** Settings every NATS service shares. */
export const serviceEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).default('info'),
  NATS_URL: z.string().url().default('nats://127.0.0.1:4222'),
  /** This deployable's NATS credentials; a locked-down server refuses a connection without them. */
  NATS_USER: z.string().min(1).optional(),
  NATS_PASSWORD: z.string().min(1).optional(),
  /** A Postgres server URL with the service's own role; each service adds its database name. */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** How long a stopping service keeps answering requests already in flight. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60000).default(3000),
  /**
   * How often the outbox relay looks for rows it was not woken for: written by another replica,
   * or waiting after a failure.
   */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  /**
   * How long a row the relay took is its own before another replica may take it (the relay
   * died): longer than one delivery may take, shorter than the streams' de-duplication window.
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  ...identityEnv,
};

/** Read by a service's `dist/migrate.js` only, never by the running service. */
export const provisioningConfigSchema = z.object({
  /** A superuser's server URL: when set, migrate first makes the service's role and database. */
  DATABASE_ADMIN_URL: z.string().url().optional(),
});

/** Settings for services that keep files in object storage. */
export const storageEnv = {
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  S3_ACCESS_KEY: z.string().min(1).default('minioadmin'),
  S3_SECRET_KEY: z.string().min(1).default('minioadmin'),
  S3_REGION: z.string().default('us-east-1'),
};

/** For services that sweep their bucket of uploads no row binds (upload-sweep.ts). */
export const uploadSweepEnv = {
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Binding refuses an upload an hour younger than this, so at least 2. */
  UNBOUND_UPLOAD_MAX_AGE_HOURS: z.coerce.number().int().min(2).max(720).default(unboundUploadHours),
};

/** Where the launcher's mail catcher listens: fine on a developer's machine, never in production. */
const localSmtpUrl = 'smtp://127.0.0.1:1025';

/** Settings for services that send e-mail. */
export const smtpEnv = {
  /** smtp://user:password@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => ['smtp:', 'smtps:'].includes(new URL(value).protocol), {
      message: 'must start with smtp:// or smtps://',
    })
    .default(localSmtpUrl),
  MAIL_FROM: z.string().min(3).default('Thai Norwegian Dating <no-reply@localhost>'),
};

/**
 * For a schema with serviceEnv and smtpEnv: in production SMTP_URL must name the real mail
 * server, since reset links in a catcher's open inbox would let anyone take over an account.
 */
export function requireSmtpInProduction<
  S extends z.ZodType<{ NODE_ENV: string; SMTP_URL: string }>,
>(schema: S): S {
  return schema.refine(
    (config) => config.NODE_ENV !== 'production' || config.SMTP_URL !== localSmtpUrl,
    {
      message: 'SMTP_URL must name the mail server in production (smtp:// or smtps://)',
      path: ['SMTP_URL'],
    },
  );
}

/** For services whose e-mails link into the portal. */
export const portalEnv = {
  /** Where members open the portal: links in e-mails start with it. */
  PORTAL_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
};

export const serviceConfigSchema = z.object(serviceEnv);
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;
export type StorageConfig = z.infer<z.ZodObject<typeof storageEnv>>;
export type SmtpConfig = z.infer<z.ZodObject<typeof smtpEnv>>;
export type UploadSweepConfig = z.infer<z.ZodObject<typeof uploadSweepEnv>>;
