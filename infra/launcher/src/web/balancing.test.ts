import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runtimeConfig } from './runtime-config';
import { startWebServer, type RunningWebServer } from './server';

interface FakeGateway {
  name: string;
  server: http.Server;
  url: string;
  /** Method, path and body of every request it took. */
  seen: string[];
}

/** A gateway that answers every request with its name; `drop` closes the connection instead. */
async function fakeGateway(name: string, drop = false): Promise<FakeGateway> {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push(`${request.method ?? ''} ${request.url ?? ''} ${body}`.trim());
      if (drop) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'OK', message: name }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { name, server, url, seen };
}

async function close(gateway: FakeGateway): Promise<void> {
  gateway.server.closeAllConnections();
  await new Promise((resolve) => gateway.server.close(resolve));
}

describe('the web origin over several gateways', () => {
  let root: string;
  const logs: string[] = [];
  const open: (RunningWebServer | FakeGateway)[] = [];

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-balancing-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
  });

  afterEach(async () => {
    for (const part of open.splice(0)) {
      if ('close' in part) await part.close();
      else if (part.server.listening) await close(part);
    }
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function front(gateways: FakeGateway[]): Promise<RunningWebServer> {
    open.push(...gateways);
    const web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: root,
      remotes: {},
      apiUpstreams: gateways.map(({ name, url }) => ({ name, url })),
      config: runtimeConfig('test-key', '1.0.15'),
      log: (line) => logs.push(line),
    });
    open.push(web);
    return web;
  }

  async function ask(
    web: RunningWebServer,
    url: string,
    init: RequestInit = {},
  ): Promise<{ status: number; servedBy: string | null; body: unknown }> {
    const response = await fetch(`${web.url}${url}`, init);
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by'),
      body: await response.json(),
    };
  }

  it('sends requests to each gateway in turn and names the one that served', async () => {
    const one = await fakeGateway('gateway#1');
    const two = await fakeGateway('gateway#2');
    const web = await front([one, two]);
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await ask(web, '/api/get-menu'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.servedBy).sort()).toEqual([
      'gateway#1',
      'gateway#1',
      'gateway#1',
      'gateway#2',
      'gateway#2',
      'gateway#2',
    ]);
    expect(answers.map((answer) => (answer.body as { message: string }).message)).toEqual(
      answers.map((answer) => answer.servedBy),
    );
  });

  it('skips a gateway that is gone: reads and refused writes go to the other, body and all', async () => {
    const one = await fakeGateway('gateway#1');
    const two = await fakeGateway('gateway#2');
    const web = await front([one, two]);
    await close(one);
    const answers = [];
    for (let index = 0; index < 4; index++) {
      answers.push(await ask(web, '/api/get-menu'));
      answers.push(
        await ask(web, '/api/update-profile', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ index }),
        }),
      );
    }
    expect(answers.map((answer) => `${answer.status} ${answer.servedBy ?? ''}`)).toEqual(
      Array.from({ length: 8 }, () => '200 gateway#2'),
    );
    expect(two.seen.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /api/update-profile {"index":0}',
      'POST /api/update-profile {"index":1}',
      'POST /api/update-profile {"index":2}',
      'POST /api/update-profile {"index":3}',
    ]);
    expect(
      logs.some((line) => line.startsWith('gateway#1 at') && line.endsWith('asking gateway#2')),
    ).toBe(true);
  });

  it('answers 503 for a write whose gateway took it and then failed, never sending it twice', async () => {
    const dropping = await fakeGateway('gateway#1', true);
    const other = await fakeGateway('gateway#2');
    const web = await front([dropping, other]);
    const answers = [];
    for (let index = 0; index < 2; index++)
      answers.push(await ask(web, '/api/send-message', { method: 'POST', body: '{}' }));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503]);
    expect(dropping.seen).toHaveLength(1);
    expect(other.seen).toHaveLength(1);
    // A read the same gateway dropped is asked again of the other.
    const read = await ask(web, '/api/get-menu');
    const again = await ask(web, '/api/get-menu');
    expect([read, again].map((answer) => `${answer.status} ${answer.servedBy ?? ''}`)).toEqual([
      '200 gateway#2',
      '200 gateway#2',
    ]);
  });
});
