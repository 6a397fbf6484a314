import { Kvm, type KV } from '@nats-io/kv';
import { type NatsLink } from '@dating/server';
import { countCall, type RateWindow } from './rate-limiter';

const bucketName = 'edge-rate-limits';
const maxRetries = 10;
/** JetStream's "wrong last sequence": another replica wrote the key first. */
const conflictCodes = new Set([10071, 10164]);
const isConflict = (error: unknown) =>
  conflictCodes.has(Number((error as { code?: unknown } | null)?.code));

function windowOf(text: string): RateWindow | null {
  try {
    const { startedAt, count } = JSON.parse(text) as Partial<RateWindow>;
    return typeof startedAt === 'number' && typeof count === 'number' ? { startedAt, count } : null;
  } catch {
    return null;
  }
}

/** A call waiting to be counted, and what it is told of its place in the window. */
interface PendingCall {
  now: number;
  resolve(window: RateWindow): void;
  reject(error: unknown): void;
}

/**
 * Rate windows in a JetStream key-value bucket that every gateway replica shares; the bucket
 * forgets a key two windows after its last call. The calls of one key that arrive while it is
 * being written are counted together in the next write, so a flood of one client makes one
 * compare-and-set at a time per replica instead of racing itself until its retries run out.
 */
export class KvRateCounter {
  private bucket?: Promise<KV>;
  /** Per key being written: the calls that came meanwhile, counted by the next write. */
  private readonly waiting = new Map<string, PendingCall[]>();

  constructor(
    private readonly link: NatsLink,
    private readonly windowMs: number,
  ) {}

  /** Counts one call at `now`: the window as it stands with this call in it. */
  count(key: string, now: number): Promise<RateWindow> {
    return new Promise((resolve, reject) => {
      const pending = { now, resolve, reject };
      const queued = this.waiting.get(key);
      if (queued) {
        queued.push(pending);
        return;
      }
      this.waiting.set(key, []);
      void this.write(key, [pending]);
    });
  }

  /** Writes `calls`, then whatever came for the key meanwhile, until none is left. */
  private async write(key: string, calls: PendingCall[]): Promise<void> {
    try {
      const window = await this.countTogether(key, calls);
      calls.forEach((call, index) =>
        call.resolve({
          startedAt: window.startedAt,
          count: window.count - calls.length + index + 1,
        }),
      );
    } catch (error) {
      calls.forEach((call) => call.reject(error));
    }
    const next = this.waiting.get(key) ?? [];
    if (next.length === 0) {
      this.waiting.delete(key);
      return;
    }
    this.waiting.set(key, []);
    await this.write(key, next);
  }

  /** Counts `calls` in one write (compare-and-set, retried when another replica wrote first). */
  private async countTogether(key: string, calls: readonly PendingCall[]): Promise<RateWindow> {
    const kv = await this.kv();
    const now = Math.max(...calls.map((call) => call.now));
    for (let attempt = 0; attempt < maxRetries; attempt += 1) {
      const entry = await kv.get(key);
      const stored = entry?.operation === 'PUT' ? entry : null;
      const window = countCall(
        stored && windowOf(stored.string()),
        now,
        this.windowMs,
        calls.length,
      );
      try {
        if (stored) await kv.update(key, JSON.stringify(window), stored.revision);
        else await kv.create(key, JSON.stringify(window));
        return window;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    throw new Error(`The rate window ${key} stayed contended`);
  }

  private kv(): Promise<KV> {
    this.bucket ??= this.link
      .connect()
      .then((nc) => new Kvm(nc).create(bucketName, { ttl: 2 * this.windowMs, history: 1 }))
      .catch((error: unknown) => {
        this.bucket = undefined;
        throw error;
      });
    return this.bucket;
  }
}
