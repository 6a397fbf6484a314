import { Pool } from 'undici';
import { latencyOf, type Latency } from './stats';

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult extends Latency {
  /** Requests answered in the measured phase. */
  requests: number;
  perSecond: number;
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** Requests that got no answer at all (refused, reset). */
  networkErrors: number;
}

export interface LoadOptions {
  origin: string;
  /** Kept-alive connections, each with one request in flight at a time. */
  connections: number;
  /** A number of requests in all, or a duration. */
  until: { requests: number } | { seconds: number };
  /** Requests per connection before measuring: connections opened, caches and pools warm. */
  warmup?: number;
}

/** How many answers were not 200. */
export function notOk(result: Pick<LoadResult, 'statuses'>): number {
  let count = 0;
  for (const [status, times] of result.statuses) if (status !== 200) count += times;
  return count;
}

/**
 * A closed-loop load: `connections` clients, each sending its next request (from `next`) as
 * soon as the answer to its last one has been read. One connection measures one call at a time.
 */
export async function runLoad(options: LoadOptions, next: () => HttpCall): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  const timings: number[] = [];
  const statuses = new Map<number, number>();
  let networkErrors = 0;

  const send = async (record: boolean): Promise<void> => {
    const call = next();
    const started = performance.now();
    try {
      const answer = await pool.request({
        method: call.method,
        path: call.path,
        headers: call.headers,
        body: call.body,
      });
      await answer.body.dump();
      if (!record) return;
      timings.push(performance.now() - started);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    } catch {
      if (record) networkErrors += 1;
    }
  };

  const workers = (work: () => Promise<void>) =>
    Promise.all(Array.from({ length: options.connections }, work));

  try {
    await workers(async () => {
      for (let i = 0; i < (options.warmup ?? 5); i += 1) await send(false);
    });
    const { until } = options;
    const started = performance.now();
    if ('requests' in until) {
      let left = until.requests;
      await workers(async () => {
        while (left > 0) {
          left -= 1;
          await send(true);
        }
      });
    } else {
      const deadline = started + until.seconds * 1000;
      await workers(async () => {
        while (performance.now() < deadline) await send(true);
      });
    }
    const elapsedSeconds = (performance.now() - started) / 1000;
    return {
      ...latencyOf(timings),
      requests: timings.length,
      perSecond: timings.length / elapsedSeconds,
      statuses,
      networkErrors,
    };
  } finally {
    await pool.close();
  }
}
