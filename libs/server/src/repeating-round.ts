import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { errorMessage } from './errors';

/**
 * Runs `round` at start, every `everyMs` and whenever `wake()` is called (after something was
 * written for it). One round runs at a time; a wake during a round runs another right after it,
 * since the round under way may have missed the new rows. A round that fails is logged and tried
 * again at the next tick. Stopping lets the round under way finish and starts no other.
 */
export class RepeatingRound {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    /** What the round does, for the log: e.g. 'outbox bus lane'. */
    private readonly name: string,
    private readonly round: (stopped: () => boolean) => Promise<void>,
    private readonly everyMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.everyMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
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
        await this.round(() => this.stopped);
      } catch (error) {
        this.logger.error({
          msg: 'round failed, tried again',
          round: this.name,
          error: errorMessage(error),
        });
      }
    } while (this.again && !this.stopped);
  }
}

/**
 * A round a service runs when it starts and then every `everyMs` (an expiry, an erasure): the
 * provider extends it and names its work. It stops before the database closes, letting a round
 * under way finish.
 */
export abstract class ScheduledRound implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rounds: RepeatingRound;

  protected constructor(name: string, everyMs: number, round: () => Promise<unknown>) {
    this.rounds = new RepeatingRound(
      name,
      async () => {
        await round();
      },
      everyMs,
      new Logger(name),
    );
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }
}
