import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { RepeatingRound } from '@dating/server';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { RetentionService } from './retention.service';

/**
 * Runs the retention pass when the service starts and then every RETENTION_INTERVAL_MINUTES. It
 * stops before the database closes, letting a pass that is under way finish.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rounds: RepeatingRound;

  constructor(retention: RetentionService, @Inject(BILLING_CONFIG) config: BillingConfig) {
    this.rounds = new RepeatingRound(
      'retention',
      async () => {
        await retention.run();
      },
      config.RETENTION_INTERVAL_MINUTES * 60_000,
      new Logger(RetentionScheduler.name),
    );
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }
}
