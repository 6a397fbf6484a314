import { connect, type NatsConnection } from '@nats-io/transport-node';
import { profileCalls } from '@dating/contracts';
import {
  natsConnection,
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { authService } from '@dating/svc-auth';
import { profileService } from '@dating/svc-profile';
import {
  startGatewayUnderTest,
  testAdminPassword,
  type GatewayUnderTest,
} from './gateway-under-test';

let infra: TestInfrastructure;
let services: ServiceUnderTest<unknown>[];
let gateway: GatewayUnderTest;
let listener: NatsConnection;
/** Every member the gateway noted as active, heard beside svc-profile (a plain subscriber gets each request). */
const noted: number[] = [];

beforeAll(async () => {
  infra = await startTestInfrastructure();
  services = await Promise.all([
    startServiceUnderTest(authService, { infra, env: { ADMIN_PASSWORD: testAdminPassword } }),
    startServiceUnderTest(profileService, { infra }),
  ]);
  gateway = await startGatewayUnderTest(infra);
  listener = await connect(natsConnection(infra, 'svc-profile'));
  listener.subscribe(profileCalls.activityNote.subject, {
    callback: (_error, message) => {
      const userId = /"user_id":(\d+)/.exec(message.string())?.[1];
      if (userId) noted.push(Number(userId));
    },
  });
  await listener.flush();
}, 60000);

afterAll(async () => {
  await listener?.close();
  await gateway?.close();
  await Promise.all((services ?? []).map((service) => service.stop()));
  await infra?.stop();
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("tells svc-profile once that a member is active, and nothing of an admin's or a visitor's requests", async () => {
  const login = await gateway.call('POST', '/api/user/login', {
    body: { username: 'admin', password: testAdminPassword },
  });
  const admin = { token: String(login.body.token), userId: Number(login.body.user_id) };
  const setting = (caller: { token: string; userId: number }) =>
    gateway.call('POST', '/api/get-show-activity', {
      body: { user_id: caller.userId },
      token: caller.token,
    });
  expect((await setting(admin)).status).toBe(200);
  expect((await gateway.call('GET', '/api/menu')).status).toBe(200);

  const somchai = await gateway.register('somchai');
  for (let request = 0; request < 3; request += 1) {
    expect((await setting(somchai)).status).toBe(200);
  }
  const erik = await gateway.register('erik');
  expect((await setting(erik)).status).toBe(200);
  // Notes go in the order of the requests, on one connection: once erik's is heard, every note
  // before it was too.
  await until(async () => noted.includes(erik.userId));
  expect(noted).toEqual([somchai.userId, erik.userId]);
});
