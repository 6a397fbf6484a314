import { Inject, Injectable } from '@nestjs/common';
import { ScheduledRound } from '@dating/server';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { ExpiryService } from './expiry.service';

/** The expiry pass, at start and every EXPIRY_INTERVAL_MINUTES. */
@Injectable()
export class ExpiryScheduler extends ScheduledRound {
  constructor(expiry: ExpiryService, @Inject(BILLING_CONFIG) config: BillingConfig) {
    super('expiry', config.EXPIRY_INTERVAL_MINUTES * 60_000, () => expiry.run());
  }
}
