import { z } from 'zod';
import { sessionTokenHours } from '@dating/contracts';
import {
  portalEnv,
  requireSmtpInProduction,
  serviceEnv,
  smtpEnv,
  storageEnv,
} from '@dating/server';
import { totpSecretSchema } from '@dating/server/totp';
import { signingKeySecret } from './sessions/signing-key-seal';

/** Signs unsubscribe links on a developer's machine; never in production. */
const developmentMailLinkSecret = 'local-development-mail-link-secret';

export const configSchema = requireSmtpInProduction(
  z.object({
    ...serviceEnv,
    DATABASE_NAME: z.string().default('auth'),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(2592000)
      .default(sessionTokenHours * 3600),
    /** How often accounts whose deletion day came are erased. */
    DELETION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** How often the objects of data exports past their link's life are removed. */
    EXPORT_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Seals the private signing keys in the database; required, never defaulted. */
    SIGNING_KEY_SECRET: signingKeySecret,
    /**
     * Signs the unsubscribe links in mails (HMAC-SHA256). Changing it voids every link already
     * mailed, so keep it.
     */
    MAIL_LINK_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters, e.g. openssl rand -base64 32')
      .default(developmentMailLinkSecret),
    ...smtpEnv,
    ...portalEnv,
    /** The exports bucket: each data export's files, until its link's life ends. */
    ...storageEnv,
  }),
).refine(
  (config) =>
    config.NODE_ENV !== 'production' || config.MAIL_LINK_SECRET !== developmentMailLinkSecret,
  {
    message: 'MAIL_LINK_SECRET must be set to a secret value in production',
    path: ['MAIL_LINK_SECRET'],
  },
);
export type AuthConfig = z.infer<typeof configSchema>;

export const adminSeedSchema = z
  .object({
    ADMIN_USERNAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]{3,30}$/)
      .default('admin'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    /** Any deliverable address, including a local one such as admin@localhost. */
    ADMIN_EMAIL: z
      .string()
      .regex(/^[^@\s]+@[^@\s]+$/)
      .default('admin@localhost'),
    /**
     * The admin's second factor: the base32 secret of an authenticator app (RFC 6238). When set,
     * the seed keeps it, sealed with SIGNING_KEY_SECRET, and the admin logs in with a code too;
     * a changed secret replaces the kept one at the next start. Compose, Kubernetes and
     * `npm start` always set it; unset, an admin account keeps whatever secret it has.
     */
    ADMIN_TOTP_SECRET: totpSecretSchema.optional(),
    SIGNING_KEY_SECRET: signingKeySecret.optional(),
    NODE_ENV: serviceEnv.NODE_ENV,
  })
  .refine((seed) => seed.NODE_ENV !== 'production' || seed.ADMIN_TOTP_SECRET, {
    message: 'ADMIN_TOTP_SECRET must be set in production: the admin logs in with a code too',
    path: ['ADMIN_TOTP_SECRET'],
  })
  .refine((seed) => !seed.ADMIN_TOTP_SECRET || seed.SIGNING_KEY_SECRET, {
    message: 'SIGNING_KEY_SECRET must be set to keep ADMIN_TOTP_SECRET (it seals it)',
    path: ['SIGNING_KEY_SECRET'],
  });
