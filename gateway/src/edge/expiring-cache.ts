/** Remembers recent answers for a short time, bounded in size (oldest dropped first). */
export class ExpiringCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }

  /** Kept for the cache's lifetime, or `ttlMs` when that is shorter. */
  set(key: string, value: Value, ttlMs = this.ttlMs): void {
    const keptMs = Math.min(ttlMs, this.ttlMs);
    if (keptMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + keptMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
