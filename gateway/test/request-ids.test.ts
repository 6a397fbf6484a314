import http from 'node:http';
import { Logger } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { createLogger, NestJsonLogger } from '@dating/server';
import {
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { authService } from '@dating/svc-auth';
import {
  startGatewayUnderTest,
  testAdminPassword,
  testApiKey,
  type GatewayUnderTest,
} from './gateway-under-test';

// Every request has an id: the gateway answers it in x-request-id, and the services it calls
// log with it. svc-profile is not started, so svc-auth's call to it fails and is logged.

let infra: TestInfrastructure;
let services: ServiceUnderTest<unknown>[];
let gateway: GatewayUnderTest;
/** The lines every part in this process logged (each test empties it when it starts to look). */
const lines: Record<string, unknown>[] = [];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  infra = await startTestInfrastructure();
  services = [
    await startServiceUnderTest(authService, { infra, env: { ADMIN_PASSWORD: testAdminPassword } }),
  ];
  gateway = await startGatewayUnderTest(infra);
  // After each part set its own: every Nest logger of this process now writes here.
  Logger.overrideLogger(
    new NestJsonLogger(
      createLogger('test', 'info', {
        write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
      }),
    ),
  );
}, 60000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all((services ?? []).map((service) => service.stop()));
  await infra?.stop();
});

/**
 * A member's POST whose body comes a moment after its headers, as a slow client's does: the
 * body is then read on the socket's events, not within the request's own steps.
 */
function postSlowly(
  path: string,
  token: string,
  body: unknown,
): Promise<{ status?: number; requestId?: string | string[] }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${gateway.base}${path}`, {
      method: 'POST',
      headers: {
        'x-api-key': testApiKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, requestId: response.headers['x-request-id'] }),
      );
    });
    request.on('error', reject);
    request.flushHeaders();
    setTimeout(() => request.end(text), 50);
  });
}

it('answers the id of a request, and a service it called logs with the same id', async () => {
  const login = await gateway.call('POST', '/api/user/login', {
    body: { username: 'admin', password: testAdminPassword },
  });
  lines.length = 0;
  // The admin's member search: svc-auth asks svc-profile for the profile names that match.
  const { status, requestId } = await postSlowly(
    '/api/admin/members/search',
    String(login.body.token),
    {
      query: 'traced',
      page: 1,
    },
  );
  expect(status).toBe(503);
  expect(requestId).toMatch(uuid);
  expect(lines).toContainEqual(
    expect.objectContaining({
      context: 'CallClient',
      msg: 'call failed',
      subject: profileCalls.memberNamesFind.subject,
      requestId,
    }),
  );
});

it("keeps the web origin's id when it proves it wrote the headers, and only then", async () => {
  const headers = { 'x-request-id': 'from-the-web-origin' };
  const vouched = await gateway.call('GET', '/api/menu', { headers });
  expect(vouched.headers.get('x-request-id')).toBe('from-the-web-origin');
  const claimed = await gateway.call('GET', '/api/menu', { headers, outsider: true });
  expect(claimed.headers.get('x-request-id')).toMatch(uuid);
  const illFormed = await gateway.call('GET', '/api/menu', {
    headers: { 'x-request-id': 'x'.repeat(65) },
  });
  expect(illFormed.headers.get('x-request-id')).toMatch(uuid);
});

it('answers the id on refusals too', async () => {
  const refused = await gateway.call('GET', '/api/menu', { key: null });
  expect(refused.status).toBe(401);
  expect(refused.headers.get('x-request-id')).toMatch(uuid);
});
