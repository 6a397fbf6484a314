import { Subjects } from '@dating/contracts';
import { loadConfig, type ServiceDefinition } from '@dating/server';
import { AppModule, entities } from './app.module';
import { adminSeedSchema, configSchema, type AuthConfig } from './config';
import { migrations } from './migrations';
import { seedAdmin } from './seeds/admin';

export const authService: ServiceDefinition<AuthConfig> = {
  name: 'svc-auth',
  healthSubject: Subjects.auth.health,
  configSchema,
  module: (config) => AppModule.register(config),
  entities,
  migrations,
  seed: (dataSource, env) => seedAdmin(dataSource, loadConfig(adminSeedSchema, env)),
};
