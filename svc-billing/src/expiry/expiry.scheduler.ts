import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { RepeatingRound } from '@dating/server';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { ExpiryService } from './expiry.service';

/**
 * Runs the expiry pass when the service starts and then every EXPIRY_INTERVAL_MINUTES. It stops
 * before the database closes, letting a pass that is under way finish.
 */
@Injectable()
export class ExpiryScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rounds: RepeatingRound;

  constructor(expiry: ExpiryService, @Inject(BILLING_CONFIG) config: BillingConfig) {
    this.rounds = new RepeatingRound(
      'expiry',
      async () => {
        await expiry.run();
      },
      config.EXPIRY_INTERVAL_MINUTES * 60_000,
      new Logger(ExpiryScheduler.name),
    );
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }
}
