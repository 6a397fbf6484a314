import { z } from 'zod';
import { serviceEnv, storageEnv } from '@dating/server';

export const configSchema = z.object({
  ...serviceEnv,
  ...storageEnv,
  DATABASE_NAME: z.string().default('profile'),
});
export type ProfileConfig = z.infer<typeof configSchema>;
