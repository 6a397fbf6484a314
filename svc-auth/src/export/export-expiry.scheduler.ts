import { Inject, Injectable } from '@nestjs/common';
import { ScheduledRound } from '@dating/server';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { ExportService } from './export.service';

/**
 * Removes the objects of data exports past their link's life, at start and every
 * EXPORT_SWEEP_INTERVAL_MINUTES.
 */
@Injectable()
export class ExportExpiryScheduler extends ScheduledRound {
  constructor(exports: ExportService, @Inject(AUTH_CONFIG) config: AuthConfig) {
    super('data export expiry', config.EXPORT_SWEEP_INTERVAL_MINUTES * 60_000, () =>
      exports.expire(),
    );
  }
}
