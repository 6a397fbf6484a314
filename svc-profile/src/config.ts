import { z } from 'zod';
import { serviceEnv, storageEnv, uploadSweepEnv } from '@dating/server';

export const configSchema = z.object({
  ...serviceEnv,
  ...storageEnv,
  ...uploadSweepEnv,
  DATABASE_NAME: z.string().default('profile'),
  /**
   * How long the profile page waits for svc-billing and svc-interest (the contact details
   * rule), when it asks them about a member it has not heard of yet, before it shows the page
   * without contact details.
   */
  CONTACT_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).max(10000).default(1500),
});
export type ProfileConfig = z.infer<typeof configSchema>;

export const PROFILE_CONFIG = Symbol('PROFILE_CONFIG');
