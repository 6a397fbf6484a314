import { ErrorCode, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';

export interface UploadSlotLimits {
  /** Uploads under way at once in this gateway; one more is answered 503 with Retry-After. */
  total: number;
  /** Uploads under way at once for one member; one more is answered 429. */
  perMember: number;
  /** The Retry-After of a 503. */
  retryAfterSeconds: number;
}

/** A place an upload holds from its first byte read until it is stored or failed. */
export interface UploadSlot {
  /** Gives the place back; once, however often it is called. */
  release(): void;
}

/**
 * Counts uploads under way, per member and in all, so that neither one member nor everyone
 * together holds more connections, temp files and image work than the limits allow.
 */
export class UploadSlots {
  private inFlight = 0;
  private readonly perMember = new Map<number, number>();

  constructor(private readonly limits: UploadSlotLimits) {}

  /** A place for one more upload of `memberId`, or 429 (theirs are full) or 503 (all are). */
  take(memberId: number): UploadSlot {
    const own = this.perMember.get(memberId) ?? 0;
    if (own >= this.limits.perMember)
      throw new ServiceException(ErrorCode.RateLimited, MessageCode.tooManyRequests);
    if (this.inFlight >= this.limits.total)
      throw new ServiceException(
        ErrorCode.Unavailable,
        MessageCode.imageBusy,
        this.limits.retryAfterSeconds,
      );
    this.inFlight += 1;
    this.perMember.set(memberId, own + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        const left = (this.perMember.get(memberId) ?? 1) - 1;
        if (left > 0) this.perMember.set(memberId, left);
        else this.perMember.delete(memberId);
      },
    };
  }

  /** Uploads under way now. */
  get size(): number {
    return this.inFlight;
  }
}
