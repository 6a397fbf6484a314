import { z } from 'zod';
import { Messages, type MessageCode } from './messages';

// Apart from messages.ts, which the browser loads at once: zod comes only with the schemas.
export const messageCodeSchema = z.enum(Object.keys(Messages) as [MessageCode, ...MessageCode[]]);
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** The fields of `SaidMessage` in an answer's schema. */
export const saidFields = {
  message: z.string(),
  code: messageCodeSchema,
  params: messageParamsSchema.optional(),
};
