import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../ports';
import { runtimeConfig } from './runtime-config';
import { startWebServer, type RunningWebServer, type WebServerOptions } from './server';

interface Listening {
  server: http.Server;
  url: string;
}

async function gatewayWith(handler: http.RequestListener): Promise<Listening> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser's connection sends it, headers and all, read to its end. */
function send(
  url: string,
  options: http.RequestOptions & { body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent: false, ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms).unref(),
    ),
  ]);
}

const sha = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

describe('the web origin passing /api to the gateway', () => {
  let root: string;
  const logs: string[] = [];
  const open: { close(): Promise<unknown> }[] = [];

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-proxy-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
  });

  afterEach(async () => {
    for (const part of open.splice(0).reverse()) await part.close();
    logs.length = 0;
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  function track(gateway: Listening): Listening {
    open.push({
      close: () => {
        gateway.server.closeAllConnections();
        return new Promise((resolve) => gateway.server.close(resolve));
      },
    });
    return gateway;
  }

  async function front(
    gateways: Listening[],
    options: Partial<WebServerOptions> = {},
  ): Promise<RunningWebServer> {
    const web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: root,
      remotes: {},
      apiUpstreams: gateways.map(({ url }, index) => ({ name: `gateway#${index + 1}`, url })),
      config: runtimeConfig('test-key', '1.0.15'),
      log: (line) => logs.push(line),
      ...options,
    });
    open.push(web);
    return web;
  }

  it("passes on neither side's hop-by-hop headers, and sets its own Host, X-Forwarded-* and X-Request-Id", async () => {
    let seen: http.IncomingHttpHeaders = {};
    const gateway = track(
      await gatewayWith((request, response) => {
        seen = request.headers;
        response.writeHead(200, [
          'content-type',
          'application/json',
          'connection',
          'x-hop-answer',
          'x-hop-answer',
          'gateway-only',
          'keep-alive',
          'timeout=5',
          'proxy-authenticate',
          'Basic',
          'trailer',
          'x-checksum',
          'set-cookie',
          'a=1',
          'set-cookie',
          'b=2',
          'x-kept',
          'yes',
        ]);
        response.end('{"status":"OK"}');
      }),
    );
    const web = await front([gateway]);
    const answer = await send(`${web.url}/api/menu?x=1`, {
      headers: {
        connection: 'keep-alive, x-hop-request',
        'x-hop-request': 'client-only',
        'keep-alive': 'timeout=5',
        'proxy-authorization': 'Basic eDp5',
        te: 'trailers',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-request-id': 'chosen-by-the-client',
        'x-end-to-end': 'yes',
      },
    });
    expect(answer.status).toBe(200);
    expect(seen).toMatchObject({
      host: new URL(gateway.url).host,
      'x-forwarded-host': new URL(web.url).host,
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
      'x-end-to-end': 'yes',
      'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    for (const name of ['x-hop-request', 'keep-alive', 'proxy-authorization', 'te'])
      expect(seen[name]).toBeUndefined();
    expect(seen.connection).not.toContain('x-hop-request');

    expect(answer.headers).toMatchObject({
      'x-kept': 'yes',
      'x-served-by': 'gateway#1',
      'set-cookie': ['a=1', 'b=2'],
    });
    for (const name of ['x-hop-answer', 'proxy-authenticate', 'trailer'])
      expect(answer.headers[name]).toBeUndefined();
    expect(answer.headers['keep-alive']).not.toBe('timeout=5');
    expect(answer.body.toString()).toBe('{"status":"OK"}');
  });

  it('believes X-Forwarded-Proto only from a proxy named in trustProxy', async () => {
    let proto: unknown;
    const gateway = track(
      await gatewayWith((request, response) => {
        proto = request.headers['x-forwarded-proto'];
        response.end();
      }),
    );
    const web = await front([gateway], { trustProxy: 'loopback' });
    await send(`${web.url}/api/menu`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proto).toBe('https');
  });

  it("flushes each of the live feed's events as it comes", async () => {
    let sendSecond!: () => void;
    const secondMayGo = new Promise<void>((resolve) => (sendSecond = resolve));
    const gateway = track(
      await gatewayWith((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: one\n\n');
        void secondMayGo.then(() => response.end('data: two\n\n'));
      }),
    );
    const web = await front([gateway]);
    const response = await fetch(`${web.url}/api/live`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await within(reader.read(), 5000, 'the first event');
    expect(decoder.decode(first.value)).toBe('data: one\n\n');
    sendSecond();
    let rest = '';
    for (let read = await reader.read(); !read.done; read = await reader.read())
      rest += decoder.decode(read.value);
    expect(rest).toBe('data: two\n\n');
  });

  it('keeps a live feed open past the timeout while the gateway sends heartbeats', async () => {
    const gateway = track(
      await gatewayWith((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        let beats = 0;
        const heartbeat = setInterval(() => {
          beats += 1;
          if (beats < 8) response.write(': keep-alive\n\n');
          else {
            clearInterval(heartbeat);
            response.end('data: bye\n\n');
          }
        }, 100);
        response.on('close', () => clearInterval(heartbeat));
      }),
    );
    const web = await front([gateway], { proxyTimeoutMs: 300 });
    const answer = await send(`${web.url}/api/live`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(`${': keep-alive\n\n'.repeat(7)}data: bye\n\n`);
  });

  it('answers 503 when the gateway says nothing within the timeout', async () => {
    const gateway = track(await gatewayWith(() => undefined));
    const web = await front([gateway], { proxyTimeoutMs: 200 });
    const answer = await send(`${web.url}/api/send-message`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body.toString())).toEqual({
      status: 'FAILED',
      message: 'Service unavailable',
      code: 'serviceUnavailable',
    });
    expect(logs.some((line) => line.includes('no word within 200 ms'))).toBe(true);
  });

  it('passes a large upload through whole, and to the next gateway when one refuses it', async () => {
    const received: Buffer[] = [];
    const gateway = track(
      await gatewayWith((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          received.push(Buffer.concat(chunks));
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end('{"status":"OK"}');
        });
      }),
    );
    const refusing = { server: http.createServer(), url: `http://127.0.0.1:${await freePort()}` };
    const web = await front([refusing, gateway]);
    const upload = randomBytes(6 * 1024 * 1024);
    for (let index = 0; index < 2; index++) {
      const answer = await send(`${web.url}/api/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: upload,
      });
      expect(answer.status).toBe(201);
      expect(answer.headers['x-served-by']).toBe('gateway#2');
    }
    expect(received.map((body) => sha(body))).toEqual([sha(upload), sha(upload)]);
    expect(logs.some((line) => line.endsWith('asking gateway#2'))).toBe(true);
  });

  it('answers a body over the limit 413 itself, and the gateway stays in use', async () => {
    const bodies: number[] = [];
    const gateway = track(
      await gatewayWith((request, response) => {
        let length = 0;
        request.on('data', (chunk: Buffer) => (length += chunk.length));
        request.on('end', () => {
          bodies.push(length);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"status":"OK"}');
        });
      }),
    );
    const web = await front([gateway]);
    const tooLarge = JSON.stringify({ caption: 'x'.repeat(2 * 1024 * 1024) });
    const declared = await send(`${web.url}/api/create-user-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: tooLarge,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body.toString())).toEqual({
      status: 'FAILED',
      message: 'The request is too large',
      code: 'payloadTooLarge',
    });
    const chunked = await send(`${web.url}/api/create-user-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: tooLarge,
    });
    expect(chunked.status).toBe(413);
    const fine = await send(`${web.url}/api/create-user-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"caption":"hello"}',
    });
    expect(fine.status).toBe(200);
    expect(fine.headers['x-served-by']).toBe('gateway#1');
    // Neither refused body reached the gateway whole.
    expect(bodies).toEqual([19]);
    expect(logs).toEqual([]);
  });

  it('passes a body of unknown length on in chunks, whatever the method', async () => {
    let seen: { headers: http.IncomingHttpHeaders; body: string } | undefined;
    const gateway = track(
      await gatewayWith((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          seen = { headers: request.headers, body };
          response.end('{"status":"OK"}');
        });
      }),
    );
    const web = await front([gateway]);
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${web.url}/api/messages`,
        { agent: false, method: 'DELETE', headers: { 'transfer-encoding': 'chunked' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write('{"ids":');
      setTimeout(() => request.end('[1,2]}'), 20);
    });
    expect(answer).toBe(200);
    expect(seen?.body).toBe('{"ids":[1,2]}');
    expect(seen?.headers['transfer-encoding']).toBe('chunked');
  });

  it('tells the gateway when a browser goes away mid-upload, and goes on answering', async () => {
    let uploadClosed!: (whole: boolean) => void;
    const closed = new Promise<boolean>((resolve) => (uploadClosed = resolve));
    let uploadStarted!: () => void;
    const started = new Promise<void>((resolve) => (uploadStarted = resolve));
    const gateway = track(
      await gatewayWith((request, response) => {
        if (request.url !== '/api/upload') {
          response.end('{"status":"OK"}');
          return;
        }
        request.once('data', () => uploadStarted());
        request.resume();
        request.on('close', () => uploadClosed(request.complete));
      }),
    );
    const web = await front([gateway]);
    const browser = http.request(`${web.url}/api/upload`, {
      agent: false,
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': 8 * 1024 * 1024 },
    });
    browser.on('error', () => undefined);
    browser.write(randomBytes(256 * 1024));
    await within(started, 5000, 'the upload reaching the gateway');
    browser.destroy();
    expect(await within(closed, 5000, 'the gateway seeing the upload end')).toBe(false);
    expect((await send(`${web.url}/api/menu`)).status).toBe(200);
  });

  it('tells the gateway when a browser stops waiting for its answer', async () => {
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    let gone!: () => void;
    const wentAway = new Promise<void>((resolve) => (gone = resolve));
    const gateway = track(
      await gatewayWith((_request, response) => {
        asked();
        response.on('close', () => gone());
      }),
    );
    const web = await front([gateway]);
    const browser = new AbortController();
    const call = fetch(`${web.url}/api/search`, { signal: browser.signal }).catch(() => 'aborted');
    await within(wasAsked, 5000, 'the call reaching the gateway');
    browser.abort();
    expect(await call).toBe('aborted');
    await within(wentAway, 5000, 'the gateway seeing the browser go');
  });

  it('ends the answer, and says so, when the gateway breaks off in the middle', async () => {
    const gateway = track(
      await gatewayWith((request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': 1000 });
        response.write('{"status":"OK","data":[');
        setTimeout(() => request.socket.destroy(), 50);
      }),
    );
    const web = await front([gateway]);
    const complete = await new Promise<boolean>((resolve, reject) => {
      http
        .get(`${web.url}/api/search`, { agent: false }, (response) => {
          response.resume();
          response.on('error', () => undefined);
          response.on('close', () => resolve(response.complete));
        })
        .on('error', reject);
    });
    expect(complete).toBe(false);
    expect(logs.some((line) => line.startsWith('gateway#1 broke off an answer'))).toBe(true);
  });

  it('closes the live feeds it carries when it closes', async () => {
    let feedsOpen!: () => void;
    const opened = new Promise<void>((resolve) => (feedsOpen = resolve));
    let feedClosed!: () => void;
    const closed = new Promise<void>((resolve) => (feedClosed = resolve));
    const gateway = track(
      await gatewayWith((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(': connected\n\n');
        response.on('close', () => feedClosed());
        feedsOpen();
      }),
    );
    const web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: root,
      remotes: {},
      apiUpstreams: [{ name: 'gateway', url: gateway.url }],
      config: runtimeConfig('test-key', '1.0.15'),
    });
    const response = await fetch(`${web.url}/api/live`);
    const feed = response.text().then(
      () => 'ended',
      () => 'cut',
    );
    await within(opened, 5000, 'the feed opening');
    await within(web.close(), 5000, 'the web origin closing');
    await within(closed, 5000, "the gateway's feed closing");
    expect(await feed).toBe('cut');
  });

  it.each([
    ['GET', '/api/%2e%2e/config.json'],
    ['GET', '/api/..%2fconfig.json'],
    ['PROPFIND', '/api/menu'],
  ])('answers %s %s itself, without asking the gateway', async (method, urlPath) => {
    let asked = 0;
    const gateway = track(
      await gatewayWith((_request, response) => {
        asked += 1;
        response.end();
      }),
    );
    const web = await front([gateway]);
    const answer = await send(`${web.url}${urlPath}`, { method });
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect(asked).toBe(0);
  });
});
