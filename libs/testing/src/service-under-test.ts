import { randomBytes } from 'node:crypto';
import { type INestMicroservice } from '@nestjs/common';
import {
  loadConfig,
  migrateService,
  ServiceClient,
  type CallClient,
  ServiceException,
  serviceModule,
  startService,
  type ServiceConfig,
  type ServiceDefinition,
} from '@dating/server';
import {
  englishText,
  type ErrorCode,
  type MessageCode,
  type MessageParams,
  type ServiceError,
} from '@dating/contracts';
import { createTestDatabase, type TestDatabase } from './database';
import { identityEnvironment, testCallClient } from './identities';
import {
  natsEnvironment,
  serviceEnvironment,
  startTestInfrastructure,
  type TestInfrastructure,
} from './infrastructure';
import { startParts } from './parts';

export interface ServiceUnderTest<Config> {
  infra: TestInfrastructure;
  database: TestDatabase;
  /** The environment it was configured from: to run its migration again as it ran. */
  env: Record<string, string>;
  config: Config;
  /** Signs as the gateway, as the browser's calls are. */
  calls: CallClient;
  /** For health and event subjects, which are not calls. */
  client: ServiceClient;
  /**
   * Stops the service (its database kept), runs `whileDown`, and starts it again on the same
   * database and NATS, as a redeploy would.
   */
  restart(whileDown: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** The secrets a deployment generates once and keeps (see the launcher); fresh for each test. */
function generatedSecrets(): Record<string, string> {
  return { SIGNING_KEY_SECRET: randomBytes(32).toString('base64url') };
}

/**
 * A service as it runs in production (migrated database, real NATS), on its own database, with
 * a client to ask it. Pass `infra` to run several services on one NATS. When a step fails, what
 * the steps before it started is stopped again.
 */
export function startServiceUnderTest<Config extends ServiceConfig & { DATABASE_NAME: string }>(
  service: ServiceDefinition<Config>,
  options: { env?: Record<string, string>; infra?: TestInfrastructure } = {},
): Promise<ServiceUnderTest<Config>> {
  return startParts(async (parts) => {
    const infra =
      options.infra ?? (await parts.start({ infra: () => startTestInfrastructure() })).infra;
    const { database } = await parts.start({
      database: async () => {
        const database = await createTestDatabase(infra.databaseUrl, service.name);
        return { ...database, stop: database.drop };
      },
    });
    const env = serviceEnvironment(infra, {
      DATABASE_URL: database.serviceUrl,
      DATABASE_NAME: database.name,
      ...generatedSecrets(),
      ...identityEnvironment(service.name),
      ...natsEnvironment(infra, service.name),
      ...options.env,
    });
    const config = loadConfig(service.configSchema, env);
    await migrateService(service, config, env);
    const start = (): Promise<INestMicroservice> =>
      startService({ name: service.name, module: serviceModule(service, config), config });
    const { app } = await parts.start({
      app: async () => {
        let running = await start();
        return {
          async restart(whileDown: () => Promise<void>) {
            await running.close();
            await whileDown();
            running = await start();
          },
          stop: () => running.close(),
        };
      },
    });
    const { gateway } = await parts.start({
      gateway: async () => {
        const gateway = testCallClient(infra);
        return { ...gateway, stop: gateway.close };
      },
    });
    return {
      infra,
      database,
      env,
      config,
      calls: gateway.calls,
      client: gateway.transport,
      restart: app.restart,
      stop: () => parts.stop(),
    };
  });
}

/** The ServiceError a request failed with; fails the test if it succeeded. */
export async function serviceFailure(work: Promise<unknown>): Promise<ServiceError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ServiceException) return error.getError() as ServiceError;
    throw error;
  }
  throw new Error('Expected the request to fail, but it succeeded');
}

/**
 * The ServiceError a refusal is expected to arrive as: the code, the message code's English text
 * (SPEC.md's words), the message code and its params.
 */
export function refusal(
  code: ErrorCode,
  messageCode: MessageCode,
  messageParams?: MessageParams,
): ServiceError {
  return {
    code,
    message: englishText(messageCode, messageParams),
    messageCode,
    ...(messageParams && { messageParams }),
  };
}
