import { Inject, Injectable } from '@nestjs/common';
import {
  healthSubjects,
  portalVersion,
  serviceNames,
  type PortalHealth,
  type ServiceHealth,
} from '@dating/contracts';
import { ObjectStorage, ServiceClient } from '@dating/server';

const serviceProbeTimeoutMs = 2000;

/** Each service (with its database), NATS and object storage, each with a hard timeout. */
@Injectable()
export class HealthService {
  constructor(
    private readonly services: ServiceClient,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
  ) {}

  async report(): Promise<PortalHealth> {
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
