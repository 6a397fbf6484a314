import { z } from 'zod';
import { isMessageCode, MessageCode, said, type SaidMessage } from './messages';

/**
 * What bad input is told: the first problem, in the schema's order. A schema names its problems
 * by message code (`{ error: MessageCode.x }`); zod's own English ones say which field.
 */
export function firstIssue(error: z.ZodError): SaidMessage {
  return issueMessage(error.issues[0]);
}

/** What one schema problem says (see `firstIssue`). */
export function issueMessage(
  issue: { readonly path: readonly PropertyKey[]; readonly message: string } | undefined,
): SaidMessage {
  if (!issue) return said(MessageCode.invalidData);
  if (isMessageCode(issue.message)) return said(issue.message);
  const field = issue.path.map(String).join('.');
  return field
    ? said(MessageCode.fieldInvalid, { field, problem: issue.message })
    : said(MessageCode.inputInvalid, { problem: issue.message });
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
