import { z } from 'zod';
import {
  portalEnv,
  requireSmtpInProduction,
  serviceEnv,
  smtpEnv,
  storageEnv,
  uploadSweepEnv,
} from '@dating/server';

export const configSchema = requireSmtpInProduction(
  z.object({
    ...serviceEnv,
    ...storageEnv,
    ...uploadSweepEnv,
    ...smtpEnv,
    ...portalEnv,
    DATABASE_NAME: z.string().default('profile'),
  }),
);
export type ProfileConfig = z.infer<typeof configSchema>;

export const PROFILE_CONFIG = Symbol('PROFILE_CONFIG');
