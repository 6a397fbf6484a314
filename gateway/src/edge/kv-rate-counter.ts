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

/**
 * Rate windows in a JetStream key-value bucket that every gateway replica shares; the bucket
 * forgets a key two windows after its last call.
 */
export class KvRateCounter {
  private bucket?: Promise<KV>;

  constructor(
    private readonly link: NatsLink,
    private readonly windowMs: number,
  ) {}

  /** Counts one call at `now` (compare-and-set, retried when another replica wrote first). */
  async count(key: string, now: number): Promise<RateWindow> {
    const kv = await this.kv();
    for (let attempt = 0; attempt < maxRetries; attempt += 1) {
      const entry = await kv.get(key);
      const stored = entry?.operation === 'PUT' ? entry : null;
      const window = countCall(stored && windowOf(stored.string()), now, this.windowMs);
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
