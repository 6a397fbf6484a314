import { Inject, Injectable } from '@nestjs/common';
import {
  healthSubjects,
  portalVersion,
  serviceNames,
  type PortalHealth,
  type ServiceHealth,
} from '@dating/contracts';
import { ObjectStorage, ServiceClient } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const serviceProbeTimeoutMs = 2000;

/**
 * Readiness: each service (with its database), NATS and object storage, each with a hard
 * timeout. Callers at the same moment share one check, and its answer serves everyone for
 * HEALTH_CACHE_MS, so probes under load cost the services one check a second or so.
 */
@Injectable()
export class HealthService {
  private latest?: { report: Promise<PortalHealth>; expiresAt: number };

  constructor(
    private readonly services: ServiceClient,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  report(): Promise<PortalHealth> {
    const now = Date.now();
    if (this.latest && now < this.latest.expiresAt) return this.latest.report;
    const report = this.check();
    // Until the check ends, callers share it; then its answer is kept for a short while.
    const entry = { report, expiresAt: Number.POSITIVE_INFINITY };
    this.latest = entry;
    const keep = () => {
      entry.expiresAt = Date.now() + this.config.HEALTH_CACHE_MS;
    };
    report.then(keep, keep);
    return report;
  }

  private async check(): Promise<PortalHealth> {
    const [nats, storage, ...answers] = await Promise.all([
      this.services.isConnected(),
      this.storage.isReachable(),
      ...serviceNames.map((name) =>
        this.services
          .send<ServiceHealth>(healthSubjects[name], {}, serviceProbeTimeoutMs)
          .catch(() => ({ service: name, status: 'down' as const })),
      ),
    ]);
    const services = Object.fromEntries(answers.map((answer) => [answer.service, answer]));
    const allUp = nats && storage && answers.every((answer) => answer.status === 'up');
    return {
      status: allUp ? 'up' : 'down',
      version: portalVersion,
      nats: nats ? 'up' : 'down',
      storage: storage ? 'up' : 'down',
      services,
    };
  }
}
