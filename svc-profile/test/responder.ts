import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ServiceRequest } from '@dating/contracts';
import { startService } from '@dating/server';

export interface Responder {
  /** Every request it answered, as it arrived. */
  received: ServiceRequest[];
  stop(): Promise<void>;
}

/**
 * Another service's one subject, answered over the test's real NATS by a real Nest
 * microservice in that service's queue group: for rules that ask svc-billing or svc-interest,
 * which deploy on their own.
 */
export async function startResponder(
  natsUrl: string,
  service: string,
  subject: string,
  answer: (body: unknown) => unknown,
): Promise<Responder> {
  const received: ServiceRequest[] = [];

  @Controller()
  class ResponderController {
    @MessagePattern(subject)
    reply(@Payload() request: ServiceRequest): unknown {
      received.push(request);
      return answer(request.body);
    }
  }

  @Module({ controllers: [ResponderController] })
  class ResponderModule {}

  const app: INestMicroservice = await startService({
    name: service,
    module: ResponderModule,
    config: { NATS_URL: natsUrl, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: 0 },
  });
  return { received, stop: () => app.close() };
}
