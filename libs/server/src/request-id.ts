import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** The header that names a request's id: in the gateway's answer, and from the web origin. */
export const requestIdHeader = 'x-request-id';

/** An id another part wrote: short, in characters no log line or header has to escape. */
export const requestIdSchema = z.string().regex(/^[\w.:-]{1,64}$/);

/** `given` when it is a well-formed request id, else a new one. */
export function requestIdFrom(given: unknown): string {
  const parsed = requestIdSchema.safeParse(given);
  return parsed.success ? parsed.data : randomUUID();
}

const requestIds = new AsyncLocalStorage<string>();

/**
 * Runs `work` as part of request `requestId`: every line it logs (createLogger) and every call
 * it makes (CallClient) carry the id, down to what it leaves running when it returns.
 */
export function withRequestId<Result>(requestId: string, work: () => Result): Result {
  return requestIds.run(requestId, work);
}

/** The id of the request this code runs for; undefined outside one (start-up, timers, events). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
