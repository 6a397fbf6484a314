import { type z } from 'zod';
import { firstIssue } from '@dating/contracts';
import { badRequest } from './errors';

/** Validates input at the edge of a handler; bad input is a 400, never a 500. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { code, params } = firstIssue(result.error);
    throw badRequest(code, params);
  }
  return result.data;
}
