import { Subjects } from '@dating/contracts';
import { type ServiceDefinition } from '@dating/server';
import { configSchema, type InterestConfig } from './config';
import { migrations } from './migrations';

/** Its tables and subjects arrive with their feature; its database and health exist now. */
export const interestService: ServiceDefinition<InterestConfig> = {
  name: 'svc-interest',
  healthSubject: Subjects.interest.health,
  configSchema,
  parts: () => ({}),
  entities: [],
  migrations,
};
