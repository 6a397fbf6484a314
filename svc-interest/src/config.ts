import { z } from 'zod';
import {
  portalEnv,
  requireSmtpInProduction,
  serviceEnv,
  smtpEnv,
  storageEnv,
} from '@dating/server';

const hourMs = 3_600_000;

export const configSchema = requireSmtpInProduction(
  z.object({
    ...serviceEnv,
    /** The exports bucket, where its part of a member's data export goes (issue 29). */
    ...storageEnv,
    ...smtpEnv,
    ...portalEnv,
    DATABASE_NAME: z.string().default('interest'),
    /** A member gets at most one digest of new messages and interest in this long. */
    DIGEST_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(7 * 24 * hourMs)
      .default(3 * hourMs),
    /** How often the digests due are gathered (a match is mailed at once, through the outbox). */
    MAIL_POLL_MS: z.coerce.number().int().min(100).max(hourMs).default(30_000),
  }),
);
export type InterestConfig = z.infer<typeof configSchema>;

export const INTEREST_CONFIG = Symbol('INTEREST_CONFIG');
