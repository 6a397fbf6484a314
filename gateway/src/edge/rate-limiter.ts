export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** One key's fixed window: it starts at the first call and lasts `windowMs`. */
export interface RateWindow {
  startedAt: number;
  count: number;
}

/** The window after `calls` more calls at `now`: the same one counted up, or a fresh one. */
export function countCall(
  window: RateWindow | null,
  now: number,
  windowMs: number,
  calls = 1,
): RateWindow {
  if (!window || now - window.startedAt >= windowMs) return { startedAt: now, count: calls };
  return { startedAt: window.startedAt, count: window.count + calls };
}

export function rateDecision(
  window: RateWindow,
  limit: number,
  now: number,
  windowMs: number,
): RateDecision {
  const retryAfterSeconds = Math.ceil((window.startedAt + windowMs - now) / 1000);
  return { allowed: window.count <= limit, retryAfterSeconds };
}

/**
 * Fixed one-minute windows per key (route and client address), in this replica's memory: what
 * SharedRateLimiter counts with while the shared store does not answer.
 */
export class RateLimiter {
  private readonly windows = new Map<string, RateWindow>();

  constructor(
    private readonly windowMs = 60000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100000,
  ) {}

  hit(key: string, limit: number): RateDecision {
    const now = this.now();
    const window = countCall(this.windows.get(key) ?? null, now, this.windowMs);
    if (window.count === 1) {
      this.windows.delete(key);
      this.windows.set(key, window);
      this.evictOldest();
    } else {
      this.windows.set(key, window);
    }
    return rateDecision(window, limit, now, this.windowMs);
  }

  private evictOldest(): void {
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }
}
