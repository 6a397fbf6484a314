import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { ExpiryService } from './expiry.service';

/**
 * Runs the expiry pass when the service starts and then every EXPIRY_INTERVAL_MINUTES. It stops
 * before the database closes, letting a pass that is under way finish.
 */
@Injectable()
export class ExpiryScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ExpiryScheduler.name);
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;

  constructor(
    private readonly expiry: ExpiryService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.config.EXPIRY_INTERVAL_MINUTES * 60_000);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
  }

  private tick(): void {
    this.current = this.expiry.run().then(
      () => undefined,
      (error: unknown) => this.logger.error(`The expiry pass failed: ${String(error)}`),
    );
  }
}
