import { Controller, Get, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { gatewayRoutes, portalVersion } from '@dating/contracts';
import { WithoutApiKey } from '../edge/api-key.guard';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @WithoutApiKey()
  version() {
    return { message: portalVersion };
  }

  /** Liveness: this process answers. Readiness (below) is what says it can serve. */
  @Get(gatewayRoutes.healthLive)
  @WithoutApiKey()
  live() {
    return { status: 'up', version: portalVersion };
  }

  @Get(gatewayRoutes.health)
  async report(@Res() reply: FastifyReply): Promise<void> {
    const report = await this.health.report();
    await reply
      .status(report.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  }
}
