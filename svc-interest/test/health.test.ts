import { Subjects, type ServiceHealth } from '@dating/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { interestService, type InterestConfig } from '../src';

let service: ServiceUnderTest<InterestConfig>;

beforeAll(async () => {
  service = await startServiceUnderTest(interestService);
});

afterAll(() => service?.stop());

it('creates its own database and answers its health subject over NATS', async () => {
  expect(await service.client.send<ServiceHealth>(Subjects.interest.health, {})).toEqual({
    service: 'interest',
    status: 'up',
    database: 'up',
  });
});
