import { ErrorCode, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';

/** What a refused caller is told to wait before trying again. */
export const inFlightRetryAfterSeconds = 1;

/**
 * At most `limit` calls at once per key (a route): a service answering slowly (or never, until
 * REQUEST_TIMEOUT_MS) must not pile up waiting requests in the gateway. One call more is refused
 * at once with UNAVAILABLE and a Retry-After, before its work starts; a place is given
 * back when its call ends, however it ends.
 */
export class InFlightLimit {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  async run<Result>(key: string, work: () => Promise<Result>): Promise<Result> {
    const taken = this.counts.get(key) ?? 0;
    if (taken >= this.limit)
      throw new ServiceException(
        ErrorCode.Unavailable,
        MessageCode.serviceUnavailable,
        inFlightRetryAfterSeconds,
      );
    this.counts.set(key, taken + 1);
    try {
      return await work();
    } finally {
      this.release(key);
    }
  }

  private release(key: string): void {
    const left = (this.counts.get(key) ?? 1) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}
