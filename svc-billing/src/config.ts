import { z } from 'zod';
import {
  portalEnv,
  requireSmtpInProduction,
  serviceEnv,
  smtpEnv,
  storageEnv,
  uploadSweepEnv,
} from '@dating/server';

/** A Thai mobile number (0 and 9 digits) or a 13-digit national or tax id, separators allowed. */
const promptPayId = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => /^0\d{9}$/.test(digits) || /^\d{13}$/.test(digits), {
    message: 'must be a Thai mobile number (0812345678) or a 13-digit national or tax id',
  });

/** A sample receiver for development: in production members must pay the operator's own. */
const samplePromptPayId = '0812345678';

export const configSchema = requireSmtpInProduction(
  z
    .object({
      ...serviceEnv,
      ...storageEnv,
      ...uploadSweepEnv,
      ...smtpEnv,
      ...portalEnv,
      DATABASE_NAME: z.string().default('billing'),
      /** The PromptPay account members transfer to, and the name their banking app shows. */
      PROMPTPAY_ID: promptPayId.default(samplePromptPayId),
      PROMPTPAY_NAME: z.string().trim().min(1).max(100).default('Thai Norwegian Dating'),
      /** How often memberships past their end are expired and reminders sent. */
      EXPIRY_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
      /** How often a deleted member's records past their legal period are erased (a week at most). */
      RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10080).default(1440),
    })
    .refine(
      (config) => config.NODE_ENV !== 'production' || config.PROMPTPAY_ID !== samplePromptPayId,
      {
        message: "PROMPTPAY_ID must be set to the operator's own PromptPay number in production",
        path: ['PROMPTPAY_ID'],
      },
    ),
);
export type BillingConfig = z.infer<typeof configSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
