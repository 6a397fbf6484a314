import { type INestMicroservice } from '@nestjs/common';
import {
  serviceModule,
  startService,
  type ServiceConfig,
  type ServiceDefinition,
} from '@dating/server';

/**
 * One more replica of a service under test: on its database, NATS and storage, as a second
 * container of it would run. Close it with `close()` before the service under test stops.
 */
export function startReplica<Config extends ServiceConfig & { DATABASE_NAME: string }>(
  service: ServiceDefinition<Config>,
  running: { config: Config },
): Promise<INestMicroservice> {
  return startService({
    name: service.name,
    module: serviceModule(service, running.config),
    config: running.config,
  });
}
