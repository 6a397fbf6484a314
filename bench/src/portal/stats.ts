export interface Latency {
  /** Milliseconds. */
  p50: number;
  p95: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** p50 and p95 of timings in milliseconds (NaN for none). */
export function latencyOf(timings: readonly number[]): Latency {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
