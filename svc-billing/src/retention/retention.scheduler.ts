import { Inject, Injectable } from '@nestjs/common';
import { ScheduledRound } from '@dating/server';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { RetentionService } from './retention.service';

/** The retention pass, at start and every RETENTION_INTERVAL_MINUTES. */
@Injectable()
export class RetentionScheduler extends ScheduledRound {
  constructor(retention: RetentionService, @Inject(BILLING_CONFIG) config: BillingConfig) {
    super('retention', config.RETENTION_INTERVAL_MINUTES * 60_000, () => retention.run());
  }
}
