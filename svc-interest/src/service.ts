import { Subjects } from '@dating/contracts';
import { type ServiceDefinition } from '@dating/server';
import { AppModule, entities } from './app.module';
import { configSchema, type InterestConfig } from './config';
import { migrations } from './migrations';

export const interestService: ServiceDefinition<InterestConfig> = {
  name: 'svc-interest',
  healthSubject: Subjects.interest.health,
  configSchema,
  module: (config) => AppModule.register(config),
  entities,
  migrations,
};
