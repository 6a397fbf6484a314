import { deletionGraceDays } from '@dating/contracts';

const dayMs = 86_400_000;

/** When an account asked to be deleted now will be: the grace period later, to the millisecond. */
export function deletionDueAt(now: Date): Date {
  return new Date(now.getTime() + deletionGraceDays * dayMs);
}

/**
 * The day for the answer's `{{date}}` (YYYY-MM-DD, UTC): the same in every language; the browser
 * writes it in the member's own from the answer's `deletion_due_at`.
 */
export function dueDay(dueAt: Date): string {
  return dueAt.toISOString().slice(0, 10);
}
