import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalHealth } from '@dating/contracts';
import { downParts, waitUntilUp } from './health';
import { freePort } from './ports';

const up: PortalHealth = {
  status: 'up',
  version: '1.0.15',
  nats: 'up',
  storage: 'up',
  services: {
    auth: { service: 'auth', status: 'up', database: 'up' },
    profile: { service: 'profile', status: 'up', database: 'up' },
  },
};

describe('downParts', () => {
  it('is empty when all is up', () => {
    expect(downParts(up)).toEqual([]);
  });

  it('names each part that is down', () => {
    expect(
      downParts({
        ...up,
        status: 'down',
        storage: 'down',
        services: {
          auth: { service: 'auth', status: 'up', database: 'down' },
          profile: { service: 'profile', status: 'down' },
        },
      }),
    ).toEqual(['object storage', "svc-auth's database", 'svc-profile']);
  });
});

describe('waitUntilUp', () => {
  let server: http.Server;
  let url: string;
  let answers: PortalHealth[];
  let keys: (string | undefined)[];

  beforeEach(async () => {
    answers = [];
    keys = [];
    server = http.createServer((request, response) => {
      keys.push(request.headers['x-api-key'] as string | undefined);
      const body = answers.length > 1 ? answers.shift() : answers[0];
      response.writeHead(body?.status === 'up' ? 200 : 503, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('waits until the gateway reports everything up, sending the key', async () => {
    answers = [{ ...up, status: 'down', nats: 'down' }, up];
    await expect(
      waitUntilUp({ url, apiKey: 'k', timeoutMs: 5000, intervalMs: 10 }),
    ).resolves.toEqual(up);
    expect(keys).toEqual(['k', 'k']);
  });

  it('names what is still down when time runs out', async () => {
    answers = [
      { ...up, status: 'down', services: { billing: { service: 'billing', status: 'down' } } },
    ];
    await expect(waitUntilUp({ url, apiKey: 'k', timeoutMs: 50, intervalMs: 10 })).rejects.toThrow(
      'The portal did not come up within 0 s: still down: svc-billing',
    );
  });

  it('says so when the gateway does not answer at all', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}/api/health`;
    await expect(
      waitUntilUp({ url: nobody, apiKey: 'k', timeoutMs: 50, intervalMs: 10 }),
    ).rejects.toThrow(/the gateway does not answer at .* \(ECONNREFUSED\)/);
  });
});
