import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { type z } from 'zod';
import { type Deployable } from '@dating/contracts';
import { type DataSource } from 'typeorm';
import { loadConfig, provisioningConfigSchema, type ServiceConfig } from './config';
import { migrate, type DatabaseOptions } from './database';
import { DatabaseModule } from './database.module';
import { BusModule } from './bus/bus.module';
import { replayEvents } from './bus/events/replay';
import { natsConnectionOptions } from './nats-connection';
import { healthController } from './health';
import { probeHealth } from './healthcheck';
import { createLogger } from './logger';
import { outboxProviders } from './outbox/outbox.module';
import { runMain, startService } from './microservice';

type BaseConfig = ServiceConfig & { DATABASE_NAME: string };

/** What makes a service: its config, its Nest module, its tables and its health subject. */
export interface ServiceDefinition<Config extends BaseConfig> {
  /** e.g. 'svc-auth'; also the NATS queue group. */
  name: Deployable;
  healthSubject: string;
  configSchema: z.ZodType<Config>;
  /** The service's own modules, controllers and providers; the database and health are added. */
  parts(config: Config): ServiceParts;
  entities: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
  /** Idempotent seeds run after the migrations. */
  seed?(dataSource: DataSource, env: Record<string, string | undefined>): Promise<void>;
}

export interface ServiceParts {
  imports?: DynamicModule[];
  controllers?: Type[];
  providers?: Provider[];
}

@Module({})
class ServiceModule {}

/** The root Nest module of a service: its parts, its database and its health subject. */
export function serviceModule<Config extends BaseConfig>(
  service: ServiceDefinition<Config>,
  config: Config,
): DynamicModule {
  const parts = service.parts(config);
  return {
    module: ServiceModule,
    imports: [
      DatabaseModule.forRoot({
        serverUrl: config.DATABASE_URL,
        database: config.DATABASE_NAME,
        entities: service.entities,
      }),
      BusModule.forRoot({ name: service.name, config }),
      ...(parts.imports ?? []),
    ],
    controllers: [
      ...(parts.controllers ?? []),
      healthController(service.name.replace(/^svc-/, ''), service.healthSubject),
    ],
    providers: [
      ...(parts.providers ?? []),
      ...outboxProviders({
        pollMs: config.OUTBOX_POLL_MS,
        leaseMs: config.OUTBOX_LEASE_MS,
        portalUrl: 'PORTAL_URL' in config ? String(config.PORTAL_URL) : '',
      }),
    ],
  };
}

/** `dist/main.js`: the NATS microservice. */
export function runService<Config extends BaseConfig>(service: ServiceDefinition<Config>): void {
  runMain(service.name, async () => {
    const config = loadConfig(service.configSchema);
    await startService({ name: service.name, module: serviceModule(service, config), config });
  });
}

/** `dist/migrate.js`: creates the database, applies migrations, runs the seeds. */
export function runMigrations<Config extends BaseConfig>(service: ServiceDefinition<Config>): void {
  runMain(service.name, async () => {
    const config = loadConfig(service.configSchema);
    const applied = await migrateService(service, config, process.env);
    createLogger(service.name, config.LOG_LEVEL).info({ applied }, 'database is up to date');
  });
}

/**
 * `dist/replay.js`: the service reads every event the stream still holds again when it next
 * starts (replayEvents), rebuilding its read models.
 */
export function runReplay<Config extends BaseConfig>(service: ServiceDefinition<Config>): void {
  runMain(service.name, async () => {
    const config = loadConfig(service.configSchema);
    const removed = await replayEvents(service.name, natsConnectionOptions(config, service.name));
    createLogger(service.name, config.LOG_LEVEL).info(
      { removed },
      'consumers removed: the service reads the stream again when it starts',
    );
  });
}

export function migrateService<Config extends BaseConfig>(
  service: ServiceDefinition<Config>,
  config: Config,
  env: Record<string, string | undefined>,
): Promise<string[]> {
  const seed = service.seed;
  return migrate({
    adminUrl: loadConfig(provisioningConfigSchema, env).DATABASE_ADMIN_URL,
    serverUrl: config.DATABASE_URL,
    database: config.DATABASE_NAME,
    entities: service.entities,
    migrations: service.migrations,
    seed: seed && ((dataSource) => seed(dataSource, env)),
  });
}

/** `dist/healthcheck.js`: exit 0 when the service and its database answer. */
export function runHealthcheck<Config extends BaseConfig>(
  service: ServiceDefinition<Config>,
): void {
  runMain(service.name, async () => {
    const config = loadConfig(service.configSchema);
    const healthy = await probeHealth(
      natsConnectionOptions(config, service.name),
      service.healthSubject,
    );
    process.exit(healthy ? 0 : 1);
  });
}
