import { type TestDatabase } from './database';

/**
 * Resolves once the service's outbox holds nothing: every event, live push and mail its changes
 * wrote so far was delivered. For tests that read what a change told the others.
 */
export async function outboxDrained(
  service: { database: TestDatabase },
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await service.database.query<{ due: number }>(
      'SELECT count(*)::int AS due FROM outbox',
    );
    if (row?.due === 0) return;
    if (Date.now() > deadline) throw new Error(`The outbox still holds ${row?.due} rows`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
