import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { errorMessage } from '../errors';

/** What one claimed batch of an outbox came to. */
export interface OutboxBatch {
  claimed: number;
  sent: number;
  skipped: number;
  /** The mail server or a lookup failed: the rest waits for the next round. */
  failed: boolean;
}

/**
 * Drains an outbox (mails waiting in a table): a round every `pollMs()` and whenever `wake()`
 * is called after something was queued. One round runs at a time; a wake during a round runs
 * another right after it, since the round under way may have missed the new rows. Stopping lets
 * the round under way finish and starts no other.
 */
export abstract class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /** How often to look without being woken, in milliseconds. */
  protected abstract pollMs(): number;

  /** Sends what is due; when it throws, what it had not settled stays due for a later round. */
  protected abstract round(): Promise<void>;

  /**
   * Claims batches of `size` until one is not full (nothing more is due) or fails; false when one
   * failed. Stops between batches when the service is stopping.
   */
  protected async drain(
    kind: string,
    next: () => Promise<OutboxBatch>,
    size: number,
  ): Promise<boolean> {
    while (!this.stopped) {
      const { claimed, sent, skipped, failed } = await next();
      if (sent + skipped > 0) this.logger.log({ msg: 'outbox delivered', kind, sent, skipped });
      if (failed) return false;
      if (claimed < size) return true;
    }
    return true;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs());
    this.timer.unref();
    this.wake();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.round();
      } catch (error) {
        this.logger.error({
          msg: 'outbox round failed, what it had not delivered stays due',
          error: errorMessage(error),
        });
      }
    } while (this.again && !this.stopped);
  }
}
