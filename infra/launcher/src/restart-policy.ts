/** How the launcher restarts a part that died on its own. */
export interface RestartPolicy {
  /** The wait before the first restart. */
  firstDelayMs: number;
  /** The longest wait: the delay doubles up to it. */
  maxDelayMs: number;
  /** A part that stayed up this long counts as healthy: its next crash starts over at firstDelayMs. */
  stableAfterMs: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

/** The wait before restart number `attempt` (1 for the first after a stable run). */
export function restartDelay(
  attempt: number,
  policy: RestartPolicy = defaultRestartPolicy,
): number {
  const doublings = Math.max(0, Math.floor(attempt) - 1);
  // 2^doublings overflows to Infinity long before it matters; the cap keeps it finite.
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

export interface ExitFacts {
  /** The launcher asked it to stop (Ctrl-C, or the portal stopping). */
  stopRequested: boolean;
  /** The portal came up once: before that, a part that dies is a start that failed. */
  portalUp: boolean;
  /** How long this run lasted. */
  uptimeMs: number;
  /** Restarts in a row so far without a stable run in between. */
  restartsInARow: number;
}

export type RestartDecision =
  | { action: 'none' }
  | { action: 'fail-start' }
  | { action: 'restart'; attempt: number; delayMs: number };

/**
 * What to do when a part exits: nothing if it was asked to stop; if the portal is still
 * starting, fail the start (a part that cannot come up once is a build or configuration to
 * fix, not a crash to wait out); else restart it after a backoff.
 */
export function afterExit(
  facts: ExitFacts,
  policy: RestartPolicy = defaultRestartPolicy,
): RestartDecision {
  if (facts.stopRequested) return { action: 'none' };
  if (!facts.portalUp) return { action: 'fail-start' };
  const attempt = facts.uptimeMs >= policy.stableAfterMs ? 1 : facts.restartsInARow + 1;
  return { action: 'restart', attempt, delayMs: restartDelay(attempt, policy) };
}

/** 0.5 s, 30 s, 2 min 5 s, 1 h 2 min: short enough for a log line. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(1))} s`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}
