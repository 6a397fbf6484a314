import { Inject, Injectable } from '@nestjs/common';
import { statsDayWindow, type ProfileStatsResult } from '@dating/contracts';
import { CLOCK, type Clock } from '@dating/server';
import { registrationFigures } from './registration-figures';
import { StatsRepository } from './stats.repository';

/** The admin dashboard's member figures. */
@Injectable()
export class StatsService {
  constructor(
    private readonly stats: StatsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async figures(): Promise<ProfileStatsResult> {
    const window = statsDayWindow(this.clock.now());
    const [rows, waiting] = await Promise.all([
      this.stats.registrations(window.since),
      this.stats.waiting(),
    ]);
    return { ...window, ...registrationFigures(rows), ...waiting };
  }
}
