import { Inject, Injectable } from '@nestjs/common';
import { ScheduledRound } from '@dating/server';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { ErasureService } from './erasure.service';

/** Erases the accounts whose deletion day came, at start and every DELETION_INTERVAL_MINUTES. */
@Injectable()
export class ErasureScheduler extends ScheduledRound {
  constructor(erasure: ErasureService, @Inject(AUTH_CONFIG) config: AuthConfig) {
    super('account erasure', config.DELETION_INTERVAL_MINUTES * 60_000, () => erasure.run());
  }
}
