import { Subjects } from '@dating/contracts';
import { type ServiceDefinition } from '@dating/server';
import { AppModule, entities } from './app.module';
import { configSchema, type BillingConfig } from './config';
import { migrations } from './migrations';

export const billingService: ServiceDefinition<BillingConfig> = {
  name: 'svc-billing',
  healthSubject: Subjects.billing.health,
  configSchema,
  module: (config) => AppModule.register(config),
  entities,
  migrations,
};
