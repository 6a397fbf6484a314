import { Subjects } from '@dating/contracts';
import { type ServiceDefinition } from '@dating/server';
import { AppModule, entities } from './app.module';
import { configSchema, type ProfileConfig } from './config';
import { migrations } from './migrations';

export const profileService: ServiceDefinition<ProfileConfig> = {
  name: 'svc-profile',
  healthSubject: Subjects.profile.health,
  configSchema,
  module: (config) => AppModule.register(config),
  entities,
  migrations,
};
