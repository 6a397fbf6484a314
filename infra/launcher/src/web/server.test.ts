import { MessageCode, failed } from '@dating/contracts';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../ports';
import { immutable, revalidate } from './cache';
import { runtimeConfig } from './runtime-config';
import { securityHeaders } from './security-headers';
import { startWebServer, type RunningWebServer } from './server';

function write(file: string, body: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('the web server', () => {
  let root: string;
  let gateway: http.Server;
  let seen: Seen[];
  let web: RunningWebServer;
  const logs: string[] = [];
  const config = runtimeConfig('test-key', '1.0.15');

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    write(path.join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
    write(path.join(root, 'shell/config.json'), '{"apiKey":"build-time-default"}');
    write(path.join(root, 'shell/assets/main.3f2a9c1b.js'), 'console.log("shell")');
    write(path.join(root, 'shell/favicon.ico'), 'ico');
    write(path.join(root, 'shell/assets/vendor.8c1d2e3f.js'), `var react = "${'x'.repeat(4000)}";`);
    // What the production build writes beside each larger asset.
    fs.writeFileSync(
      path.join(root, 'shell/assets/vendor.8c1d2e3f.js.gz'),
      zlib.gzipSync(`var react = "${'x'.repeat(4000)}";`),
    );
    write(path.join(root, 'profile/mf-manifest.json'), '{"name":"profile"}');
    write(path.join(root, 'profile/remoteEntry.js'), 'var profile;');
    write(path.join(root, 'profile/412.9e1f0c2d.js'), 'chunk');
    write(path.join(root, 'matching/mf-manifest.json'), '{"name":"matching"}');

    seen = [];
    gateway = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        });
        response.writeHead(201, { 'content-type': 'application/json', 'x-from': 'gateway' });
        response.end(JSON.stringify({ status: 'OK', message: 'hello from the gateway' }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));

    web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: path.join(root, 'shell'),
      remotes: {
        profile: path.join(root, 'profile'),
        matching: path.join(root, 'matching'),
        subscription: path.join(root, 'not-built'),
      },
      apiUpstreams: [
        { name: 'gateway', url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}` },
      ],
      config,
      log: (line) => logs.push(line),
    });
  });

  afterAll(async () => {
    await web.close();
    await new Promise((resolve) => gateway.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (urlPath: string, init?: RequestInit) => fetch(`${web.url}${urlPath}`, init);

  it('serves the run-time config.json, not the one in the build', async () => {
    const response = await get('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(revalidate);
    expect(await response.json()).toEqual({
      apiKey: 'test-key',
      version: '1.0.15',
      remotes: {
        profile: '/remotes/profile/mf-manifest.json',
        matching: '/remotes/matching/mf-manifest.json',
        subscription: '/remotes/subscription/mf-manifest.json',
      },
    });
  });

  it('serves the shell at / without caching index.html', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(revalidate);
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it.each(['/login', '/search?age=30', '/admin/members', '/no/such/page'])(
    'answers the SPA route %s with the shell',
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(revalidate);
      expect(await response.text()).toContain('<title>shell</title>');
    },
  );

  it('keeps hashed assets for a year and revalidates the rest', async () => {
    const hashed = await get('/assets/main.3f2a9c1b.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe(immutable);
    expect(await hashed.text()).toBe('console.log("shell")');
    const plain = await get('/favicon.ico');
    expect(plain.headers.get('cache-control')).toBe(revalidate);
  });

  const getRaw = (pathname: string, headers: http.OutgoingHttpHeaders) =>
    new Promise<{ response: http.IncomingMessage; body: Buffer }>((resolve, reject) =>
      http
        .get(`${web.url}${pathname}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );

  it("sends the build's compressed copy of a script to browsers that accept it", async () => {
    const { response, body } = await getRaw('/assets/vendor.8c1d2e3f.js', {
      'accept-encoding': 'gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(zlib.gunzipSync(body).toString()).toBe(`var react = "${'x'.repeat(4000)}";`);
    const plain = await getRaw('/assets/vendor.8c1d2e3f.js', { 'accept-encoding': 'identity' });
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(`var react = "${'x'.repeat(4000)}";`);
  });

  it("passes the gateway's answers on as they are, without compressing them again", async () => {
    const { response, body } = await getRaw('/api/menu', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString())).toEqual({
      status: 'OK',
      message: 'hello from the gateway',
    });
  });

  it('serves each remote under /remotes/<name>/', async () => {
    const manifest = await get('/remotes/profile/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe(revalidate);
    expect(await manifest.json()).toEqual({ name: 'profile' });

    const entry = await get('/remotes/profile/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe(revalidate);
    const chunk = await get('/remotes/profile/412.9e1f0c2d.js');
    expect(chunk.headers.get('cache-control')).toBe(immutable);
    expect(await (await get('/remotes/matching/mf-manifest.json')).json()).toEqual({
      name: 'matching',
    });
  });

  it('answers 404 for a remote file that is missing, or a remote that is not there', async () => {
    expect((await get('/remotes/profile/nope.js')).status).toBe(404);
    expect((await get('/remotes/subscription/mf-manifest.json')).status).toBe(404);
    expect(logs.some((line) => line.includes('remote subscription'))).toBe(true);
  });

  it('does not serve files outside its folders', async () => {
    const response = await get('/%2e%2e/profile/mf-manifest.json');
    expect(await response.text()).not.toContain('"profile"');
  });

  it('passes /api calls to the gateway with path, query, headers and body', async () => {
    seen.length = 0;
    const response = await get('/api/create-user-login?x=1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'test-key',
        authorization: 'Bearer t',
      },
      body: JSON.stringify({ username: 'somchai' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-from')).toBe('gateway');
    expect(await response.json()).toEqual({ status: 'OK', message: 'hello from the gateway' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/create-user-login?x=1',
      body: '{"username":"somchai"}',
    });
    expect(seen[0]?.headers).toMatchObject({
      'x-api-key': 'test-key',
      authorization: 'Bearer t',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });

  it('tells the gateway the address that connected, not one the client claims', async () => {
    seen.length = 0;
    const response = await get('/api/user/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.9' },
      body: '{}',
    });
    expect(response.status).toBe(201);
    expect(seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For only from a proxy named in WEB_TRUST_PROXY', async () => {
    const behindProxy = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: path.join(root, 'shell'),
      remotes: {},
      apiUpstreams: [
        { name: 'gateway', url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}` },
      ],
      config,
      trustProxy: 'loopback',
    });
    try {
      seen.length = 0;
      await fetch(`${behindProxy.url}/api/user/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        body: '{}',
      });
      expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    } finally {
      await behindProxy.close();
    }
  });

  it.each([
    '/',
    '/search',
    '/config.json',
    '/assets/main.3f2a9c1b.js',
    '/remotes/profile/remoteEntry.js',
    '/nowhere.txt',
  ])('sends %s with the security headers: this origin only, never in a frame', async (page) => {
    const response = await get(page);
    expect(response.headers.get('content-security-policy')).toBe(
      securityHeaders([])['content-security-policy'],
    );
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('leaves the headers of /api answers to the gateway', async () => {
    const response = await get('/api/health');
    expect(response.headers.get('x-from')).toBe('gateway');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('passes an upload through as it came', async () => {
    seen.length = 0;
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const response = await get('/api/upload', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('filename="a.jpg"');
  });

  it('answers 503 in the API envelope when the gateway is not there', async () => {
    const nowhere = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: path.join(root, 'shell'),
      remotes: {},
      apiUpstreams: [{ name: 'gateway', url: `http://127.0.0.1:${await freePort()}` }],
      config,
    });
    try {
      const response = await fetch(`${nowhere.url}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(failed(MessageCode.serviceUnavailable));
    } finally {
      await nowhere.close();
    }
  });

  it('keeps answering calls while hundreds of tabs hold their live feed open', async () => {
    const feeds = 200;
    let open = 0;
    let opened!: () => void;
    const allOpen = new Promise<void>((resolve) => (opened = resolve));
    const upstream = http.createServer((request, response) => {
      if (request.url === '/api/live') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(': connected\n\n');
        open += 1;
        if (open === feeds) opened();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":"OK"}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const front = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: path.join(root, 'shell'),
      remotes: {},
      apiUpstreams: [
        { name: 'gateway', url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` },
      ],
      config,
    });
    const tabs = new AbortController();
    try {
      const streams = Array.from({ length: feeds }, () =>
        fetch(`${front.url}/api/live`, { signal: tabs.signal }).catch(() => undefined),
      );
      await allOpen;
      const menu = await fetch(`${front.url}/api/menu`);
      expect(menu.status).toBe(200);
      tabs.abort();
      await Promise.all(streams);
    } finally {
      tabs.abort();
      upstream.closeAllConnections();
      await front.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('passes a 503 on once: the client, not this proxy, decides whether to try again', async () => {
    let asked = 0;
    const busy = http.createServer((_request, response) => {
      asked += 1;
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end(
        JSON.stringify({
          status: 'FAILED',
          message: 'Service unavailable',
          code: 'serviceUnavailable',
        }),
      );
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const front = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: path.join(root, 'shell'),
      remotes: {},
      apiUpstreams: [
        { name: 'gateway', url: `http://127.0.0.1:${(busy.address() as AddressInfo).port}` },
      ],
      config,
    });
    try {
      const response = await fetch(`${front.url}/api/get-package`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(asked).toBe(1);
    } finally {
      await front.close();
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  describe("the gateway's public answers", () => {
    const answers: Record<string, Record<string, string>> = {
      '/api/menu': { 'cache-control': 'public, max-age=300, s-maxage=5', vary: 'Accept-Language' },
      '/api/private': { 'cache-control': 'private, max-age=60' },
      '/api/by-cookie': { 'cache-control': 'public, max-age=60', vary: 'Cookie' },
      '/api/no-store': { 'cache-control': 'no-store' },
      '/api/short': { 'cache-control': 'public, max-age=60, s-maxage=1' },
    };
    let asked: string[];
    let upstream: http.Server;
    let front: RunningWebServer;

    beforeAll(async () => {
      asked = [];
      upstream = http.createServer((request, response) => {
        const url = request.url ?? '';
        asked.push(url);
        const lang = request.headers['accept-language'] ?? 'en';
        response.writeHead(200, {
          'content-type': 'application/json',
          etag: `W/"${lang}"`,
          ...answers[url.split('?')[0] ?? url],
        });
        response.end(JSON.stringify({ status: 'OK', lang, asked: asked.length }));
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      front = await startWebServer({
        port: 0,
        host: '127.0.0.1',
        shellDir: path.join(root, 'shell'),
        remotes: {},
        apiUpstreams: [
          { name: 'gateway', url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` },
        ],
        config,
      });
    });

    afterAll(async () => {
      await front.close();
      await new Promise((resolve) => upstream.close(resolve));
    });

    beforeEach(() => (asked = []));

    const ask = async (urlPath: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${front.url}${urlPath}`, { headers });
      return { response, text: await response.text() };
    };

    it('asks the gateway once for an answer it says every visitor may share', async () => {
      const first = await ask('/api/menu?shared=1', { 'accept-language': 'th' });
      const second = await ask('/api/menu?shared=1', { 'accept-language': 'th' });
      expect(asked).toEqual(['/api/menu?shared=1']);
      expect(second.text).toBe(first.text);
      expect(second.response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=5');
      expect(second.response.headers.get('etag')).toBe('W/"th"');
      expect(Number(second.response.headers.get('age'))).toBeGreaterThanOrEqual(0);

      const revalidated = await ask('/api/menu?shared=1', {
        'accept-language': 'th',
        'if-none-match': 'W/"th"',
      });
      expect(revalidated.response.status).toBe(304);
      expect(asked).toHaveLength(1);
    });

    it('asks again once the shared lifetime is over', async () => {
      await ask('/api/short');
      await ask('/api/short');
      expect(asked).toHaveLength(1);
      const deadline = Date.now() + 10_000;
      while (asked.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await ask('/api/short');
      }
      expect(asked).toHaveLength(2);
    });

    it('keeps one copy per language the answer varies by', async () => {
      const thai = await ask('/api/menu?languages=1', { 'accept-language': 'th' });
      const norwegian = await ask('/api/menu?languages=1', { 'accept-language': 'no' });
      expect(JSON.parse(thai.text)).toMatchObject({ lang: 'th' });
      expect(JSON.parse(norwegian.text)).toMatchObject({ lang: 'no' });
      expect(asked).toHaveLength(2);
    });

    it("never serves a member's request from the copy, nor keeps their answer", async () => {
      await ask('/api/menu?member=1');
      await ask('/api/menu?member=1', { authorization: 'Bearer a-token' });
      await ask('/api/menu?member=1', { authorization: 'Bearer a-token' });
      expect(asked).toHaveLength(3);
    });

    it('asks every time for an answer that is private, not to be stored, or varies by a cookie', async () => {
      for (const urlPath of ['/api/private', '/api/no-store', '/api/by-cookie']) {
        await ask(urlPath);
        await ask(urlPath);
      }
      expect(asked).toHaveLength(6);
    });
  });

  describe('deadlines for what clients send (a 1 s request deadline here)', () => {
    const requestTimeoutMs = 1000;
    let upstream: http.Server;
    let front: RunningWebServer;
    /** How each upload the gateway was sent ended: 'whole' or 'cut'. */
    let uploadsEnded: Array<'whole' | 'cut'>;

    beforeAll(async () => {
      uploadsEnded = [];
      upstream = http.createServer((request, response) => {
        if (request.url === '/api/live') {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          let n = 0;
          const beat = setInterval(() => response.write(`data: ${(n += 1)}\n\n`), 100);
          response.on('close', () => clearInterval(beat));
          return;
        }
        request.resume();
        request.on('close', () => uploadsEnded.push(request.complete ? 'whole' : 'cut'));
        request.on('end', () => response.end('{"status":"OK"}'));
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      front = await startWebServer({
        port: 0,
        host: '127.0.0.1',
        shellDir: path.join(root, 'shell'),
        remotes: {},
        apiUpstreams: [
          { name: 'gateway', url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` },
        ],
        config,
        requestTimeoutMs,
      });
    });

    afterAll(async () => {
      await front.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    });

    /** An upload declaring 8 MB that sends a byte every 100 ms: its status (0: closed) and when. */
    const trickle = () =>
      new Promise<{ status: number; afterMs: number }>((resolve) => {
        const startedAt = Date.now();
        const request = http.request(`${front.url}/api/upload`, {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/octet-stream', 'content-length': 8 * 1024 ** 2 },
        });
        const timer = setInterval(() => request.write('x'), 100);
        const done = (status: number) => {
          clearInterval(timer);
          resolve({ status, afterMs: Date.now() - startedAt });
        };
        request.on('response', (response) => {
          response.resume();
          done(response.statusCode ?? 0);
        });
        request.on('error', () => done(0));
        request.on('close', () => done(0));
        request.write('x');
      });

    it('cuts an upload that trickles, and its call to the gateway with it', async () => {
      const cut = await trickle();
      expect([408, 0]).toContain(cut.status);
      expect(cut.afterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
      expect(cut.afterMs).toBeLessThan(requestTimeoutMs + 1500);
      const deadline = Date.now() + 5000;
      while (!uploadsEnded.includes('cut') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(uploadsEnded).toEqual(['cut']);
    });

    it('keeps the live feed open past it: a GET has arrived whole once its headers have', async () => {
      const feed = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`${front.url}/api/live`, { agent: false }, resolve).on('error', reject),
      );
      expect(feed.statusCode).toBe(200);
      let closed = false;
      let events = 0;
      feed.on('close', () => (closed = true));
      feed.on('data', (chunk: Buffer) => (events += chunk.toString().split('\n\n').length - 1));
      // A request younger than the feed is cut by the deadline; the feed still brings events.
      const cut = await trickle();
      expect([408, 0]).toContain(cut.status);
      const seen = events;
      await new Promise<void>((resolve) => feed.once('data', () => resolve()));
      expect(events).toBeGreaterThan(seen);
      expect(closed).toBe(false);
      feed.destroy();
    });
  });

  it('refuses to start without a built shell', async () => {
    await expect(
      startWebServer({
        port: 0,
        shellDir: path.join(root, 'empty'),
        remotes: {},
        apiUpstreams: [{ name: 'gateway', url: 'http://127.0.0.1:1' }],
        config,
      }),
    ).rejects.toThrow(/build the shell first/);
  });
});
