import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Caller, type CallDefinition, type Deployable } from '@dating/contracts';
import { startService, verifyAssertion, type CallMessage } from '@dating/server';
import { testBusIdentity } from '@dating/testing';

/** A call as the responder received it, its assertion verified. */
export interface ReceivedCall {
  issuer: Deployable;
  caller: Caller | null;
  body: unknown;
}

export interface Responder {
  /** Every call it answered, as it arrived. */
  received: ReceivedCall[];
  stop(): Promise<void>;
}

/**
 * Another service's one call, answered over the test's real NATS by a real Nest microservice
 * in that service's queue group: for rules that ask a service which deploys on its own (svc-auth
 * for a member's mail). It verifies the caller's assertion as that service would, and answers
 * whatever `answer` gives, also what the call's output schema does not allow.
 */
export async function startResponder(
  natsUrl: string,
  service: Deployable,
  call: CallDefinition,
  answer: (body: unknown) => unknown,
): Promise<Responder> {
  const received: ReceivedCall[] = [];
  const identity = testBusIdentity(service);

  @Controller()
  class ResponderController {
    @MessagePattern(call.subject)
    reply(@Payload() message: CallMessage): unknown {
      const claims = verifyAssertion(
        message.assertion,
        { sub: call.subject, body: message.body },
        identity,
        Date.now(),
      );
      received.push({ issuer: claims.iss, caller: claims.caller, body: message.body });
      return answer(message.body);
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
