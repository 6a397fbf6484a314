import { z } from 'zod';
import { serviceEnv } from '@dating/server';

export const configSchema = z.object({
  ...serviceEnv,
  DATABASE_NAME: z.string().default('profile'),
});
export type ProfileConfig = z.infer<typeof configSchema>;
