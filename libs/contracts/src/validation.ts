import { z } from 'zod';

const english = z.locales.en();

/**
 * zod's own messages name no field; ours say which one, e.g. "user_id: Invalid input: expected
 * number, received string". Messages written into a schema (SPEC.md's) are left as they are.
 */
z.config({
  customError: (issue) => {
    const base = english.localeError(issue);
    const message = typeof base === 'string' ? base : base?.message;
    if (!message) return undefined;
    return issue.path?.length ? `${issue.path.join('.')}: ${message}` : message;
  },
});

/** The message shown for bad input: the first problem, in the schema's order. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * Audit fields SPEC.md's calls carry (create_user, update_datetime…): accepted, then ignored.
 * The server sets them from the verified caller and its own clock.
 */
export const ignoredAuditFields = {
  create_user: z.unknown().optional(),
  create_datetime: z.unknown().optional(),
  create_process: z.unknown().optional(),
  update_user: z.unknown().optional(),
  update_datetime: z.unknown().optional(),
  update_process: z.unknown().optional(),
};
