import { z } from 'zod';
import { serviceEnv } from '@dating/server';

export const configSchema = z.object({
  ...serviceEnv,
  DATABASE_NAME: z.string().default('billing'),
});
export type BillingConfig = z.infer<typeof configSchema>;
