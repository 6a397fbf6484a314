import { Injectable, Logger } from '@nestjs/common';
import { profileCalls, Role, type Caller } from '@dating/contracts';
import { CallClient, errorMessage } from '@dating/server';

/** How often one replica tells svc-profile that a member is still active. */
export const activityIntervalMs = 10 * 60 * 1000;
/** Members remembered at most; past it the oldest notes are forgotten first. */
export const activityMemory = 50_000;

/** The decision of `MemberActivity`, apart from Nest and NATS. */
export class ActivityThrottle {
  /** When each member was last reported, oldest first (a Map keeps insertion order). */
  private readonly reported = new Map<number, number>();

  constructor(
    private readonly intervalMs = activityIntervalMs,
    private readonly capacity = activityMemory,
  ) {}

  /** Whether to report `userId` now: not within the last interval. */
  due(userId: number, now: number): boolean {
    const last = this.reported.get(userId);
    if (last !== undefined && now - last < this.intervalMs) return false;
    this.reported.delete(userId);
    this.reported.set(userId, now);
    if (this.reported.size > this.capacity) {
      const oldest = this.reported.keys().next();
      if (!oldest.done) this.reported.delete(oldest.value);
    }
    return true;
  }
}

/**
 * Notes that an authenticated member made a request: svc-profile keeps when members were last
 * active, and the gateway, which keeps nothing, asks it to. At most once per member per interval
 * per replica, never awaited by the request; a failure only costs one note (the next request
 * after the interval tries again).
 */
@Injectable()
export class MemberActivity {
  private readonly logger = new Logger('MemberActivity');
  private readonly throttle = new ActivityThrottle();

  constructor(private readonly calls: CallClient) {}

  noted(caller: Caller | null): void {
    if (caller?.role !== Role.Member) return;
    const at = new Date();
    if (!this.throttle.due(caller.userId, at.getTime())) return;
    this.calls
      .call(profileCalls.activityNote, { user_id: caller.userId, at: at.toISOString() })
      .catch((error: unknown) =>
        this.logger.warn({
          msg: 'activity not noted',
          userId: caller.userId,
          error: errorMessage(error),
        }),
      );
  }
}
