import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles } from '@dating/server';
import { StatsService } from './stats.service';

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Handles(profileCalls.adminStats)
  figures() {
    return this.stats.figures();
  }
}
