import { type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';

/**
 * Drains an outbox (mails waiting in a table): a round every `pollMs()` and whenever `wake()`
 * is called after something was queued. One round runs at a time; a wake during a round runs
 * another right after it, since the round under way may have missed the new rows. Stopping lets
 * the round under way finish and starts no other.
 */
export abstract class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /** How often to look without being woken, in milliseconds. */
  protected abstract pollMs(): number;

  /** Sends what is due; handles its own failures (what failed stays due for a later round). */
  protected abstract round(): Promise<void>;

  /** True once the service is stopping: a round stops between batches. */
  protected get stopping(): boolean {
    return this.stopped;
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
      await this.round();
    } while (this.again && !this.stopped);
  }
}
