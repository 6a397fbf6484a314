import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { RepeatingRound } from '@dating/server';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { ErasureService } from './erasure.service';

/**
 * Erases the accounts whose deletion day came, when the service starts and then every
 * DELETION_INTERVAL_MINUTES. It stops before the database closes, letting a round finish.
 */
@Injectable()
export class ErasureScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rounds: RepeatingRound;

  constructor(erasure: ErasureService, @Inject(AUTH_CONFIG) config: AuthConfig) {
    this.rounds = new RepeatingRound(
      'account erasure',
      async () => {
        await erasure.run();
      },
      config.DELETION_INTERVAL_MINUTES * 60_000,
      new Logger(ErasureScheduler.name),
    );
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }
}
