import { Subjects } from '@dating/contracts';
import { type ServiceDefinition } from '@dating/server';
import { configSchema, type BillingConfig } from './config';
import { migrations } from './migrations';

/** Its tables and subjects arrive with their feature; its database and health exist now. */
export const billingService: ServiceDefinition<BillingConfig> = {
  name: 'svc-billing',
  healthSubject: Subjects.billing.health,
  configSchema,
  parts: () => ({}),
  entities: [],
  migrations,
};
