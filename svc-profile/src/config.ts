import { z } from 'zod';
import { serviceEnv, storageEnv, uploadSweepEnv } from '@dating/server';

export const configSchema = z.object({
  ...serviceEnv,
  ...storageEnv,
  ...uploadSweepEnv,
  DATABASE_NAME: z.string().default('profile'),
});
export type ProfileConfig = z.infer<typeof configSchema>;

export const PROFILE_CONFIG = Symbol('PROFILE_CONFIG');
