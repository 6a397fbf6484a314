import { Controller, Get, Inject, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { gatewayRoutes, portalVersion } from '@dating/contracts';
import { WithoutApiKey } from '../edge/api-key.guard';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { HealthService } from './health.service';

/**
 * A ready answer may be served by the web tier for as long as this gateway serves it from its
 * own check (whole seconds); a not-ready one is never kept, so recovery shows at once.
 */
export function readinessCacheControl(ready: boolean, healthCacheMs: number): string {
  const seconds = Math.floor(healthCacheMs / 1000);
  return ready && seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'no-store';
}

@Controller()
export class HealthController {
  private readonly cacheMs: number;

  constructor(
    private readonly health: HealthService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cacheMs = config.HEALTH_CACHE_MS;
  }

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
    const ready = report.status === 'up';
    await reply
      .status(ready ? 200 : 503)
      .header('cache-control', readinessCacheControl(ready, this.cacheMs))
      .send(report);
  }
}
