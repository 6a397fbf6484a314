import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { errorMessage, NatsLink, withTimeout } from '@dating/server';
import { KvRateCounter } from './kv-rate-counter';
import { rateDecision, RateLimiter, type RateDecision } from './rate-limiter';

const windowMs = 60_000;
/** A shared count that takes longer than this is not waited for (the local one decides)… */
const sharedDeadlineMs = 2000;
/** …and the store is left alone for a while, so an outage slows one call, not every one. */
const retrySharedAfterMs = 10_000;

/**
 * Per-client limits counted in NATS JetStream key-value, so every gateway replica sees the same
 * count. When the store does not answer, each replica falls back to counting in its own memory:
 * the limit then holds per replica (neither open to guessing nor closed to everyone), and
 * svc-auth's per-account lock, kept in Postgres, bounds password guessing all the same.
 */
@Injectable()
export class SharedRateLimiter {
  private readonly logger = new Logger('RateLimits');
  private readonly shared: KvRateCounter;
  private readonly local = new RateLimiter(windowMs);
  private sharedDownUntil = 0;

  constructor(link: NatsLink) {
    this.shared = new KvRateCounter(link, windowMs);
  }

  async hit(key: string, limit: number): Promise<RateDecision> {
    const now = Date.now();
    if (now < this.sharedDownUntil) return this.local.hit(key, limit);
    const kvKey = createHash('sha256').update(key).digest('hex');
    try {
      const window = await withTimeout(
        this.shared.count(kvKey, now),
        sharedDeadlineMs,
        'The shared rate-limit store',
      );
      return rateDecision(window, limit, now, windowMs);
    } catch (error) {
      this.sharedDownUntil = Date.now() + retrySharedAfterMs;
      this.logger.warn({
        msg: 'shared rate limits unavailable, counting per replica',
        error: errorMessage(error),
      });
      return this.local.hit(key, limit);
    }
  }
}
