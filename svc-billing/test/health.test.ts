import { Subjects, type ServiceHealth } from '@dating/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type BillingConfig } from '../src/config';
import { billingService } from '../src/service';

let service: ServiceUnderTest<BillingConfig>;

beforeAll(async () => {
  service = await startServiceUnderTest(billingService);
});

afterAll(() => service?.stop());

it('creates its own database and answers its health subject over NATS', async () => {
  expect(await service.client.send<ServiceHealth>(Subjects.billing.health, {})).toEqual({
    service: 'billing',
    status: 'up',
    database: 'up',
  });
});
