import 'reflect-metadata';
import { type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { type INestMicroservice } from '@nestjs/common';
import { ConfigError, type ServiceConfig } from './config';
import { createLogger, NestJsonLogger } from './logger';
import { explainNatsRefusal, natsConnectionOptions } from './nats-connection';
import { ServiceErrorFilter } from './errors';

export interface StartServiceOptions {
  /** e.g. 'svc-auth': the queue group, so replicas share requests. */
  name: string;
  module: Type | DynamicModule;
  config: Pick<
    ServiceConfig,
    'NATS_URL' | 'NATS_USER' | 'NATS_PASSWORD' | 'LOG_LEVEL' | 'SHUTDOWN_GRACE_MS'
  >;
}

/** Starts a NATS microservice with JSON logs, the error filter and graceful shutdown. */
export async function startService(options: StartServiceOptions): Promise<INestMicroservice> {
  const { NATS_URL, LOG_LEVEL, SHUTDOWN_GRACE_MS } = options.config;
  const logger = createLogger(options.name, LOG_LEVEL);
  const nats = natsConnectionOptions(options.config, options.name);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(options.module, {
    transport: Transport.NATS,
    options: {
      ...nats,
      queue: options.name,
      gracefulShutdown: true,
      gracePeriod: SHUTDOWN_GRACE_MS,
      maxReconnectAttempts: -1,
    },
    logger: new NestJsonLogger(logger),
  });
  app.useGlobalFilters(new ServiceErrorFilter());
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.listen().catch(async (error: unknown) => {
    // What started before the failure (the durable event consumers, say) must not keep running.
    await app.close().catch(() => undefined);
    throw explainNatsRefusal(error, nats);
  });
  logger.info({ nats: NATS_URL }, 'listening');
  return app;
}

/** Runs a command-line entry point (main, migrate, healthcheck) and exits non-zero on failure. */
export function runMain(name: string, main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    const logger = createLogger(name);
    // A configuration to fix is told as what to fix, without a stack trace around it.
    if (error instanceof ConfigError)
      logger.fatal({ problems: error.problems }, 'invalid configuration');
    else logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  });
}
