export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed one-minute windows per key (route and client address). In memory: each gateway
 * replica counts its own clients, which bounds guessing per replica.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly windowMs = 60000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100000,
  ) {}

  hit(key: string, limit: number): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.delete(key);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
      this.evictOldest();
    }
    window.count += 1;
    const retryAfterSeconds = Math.ceil((window.startedAt + this.windowMs - now) / 1000);
    return { allowed: window.count <= limit, retryAfterSeconds };
  }

  private evictOldest(): void {
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }
}
