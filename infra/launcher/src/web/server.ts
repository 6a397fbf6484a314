import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ApiProxy } from './api-proxy';
import { cacheControlFor, revalidate } from './cache';
import { listenOnEveryAddress } from './more-addresses';
import { remotePrefix, type RuntimeConfig } from './runtime-config';
import { isAppRoute, pathOf } from './routes';
import { remoteOrigins, securityHeaders } from './security-headers';
import { type ApiUpstream } from './upstreams';

/**
 * The web origin of DESIGN.md §1: the shell at `/`, each remote at `/remotes/<name>/`, the
 * run-time `/config.json`, `/api/*` passed to the gateway, and the shell's index.html for every
 * other path that is not a file (the shell routes, and renders its own 404).
 */

/** Fastify's own settings for the server it makes: idle client connections live 72 s. */
const clientKeepAliveMs = 72_000;

/**
 * How long a client may take to send a whole request, body included: past the gateway's own
 * deadline for an upload's body (UPLOAD_BODY_DEADLINE_MS, 5 min, which also cuts a body that
 * trickles within 10 s) plus its margin, so the gateway's 408 comes first and this is the
 * backstop. 8 MB at 256 kbit/s, a slow mobile link, takes about 4.4 minutes.
 */
const defaultRequestTimeoutMs = 360_000;

/** A request's headers, from its first byte: they come in one packet or two. */
const headersTimeoutMs = 20_000;

/**
 * Node's deadlines for what clients send. They end once a request has arrived whole, so a
 * long answer (the live feed, a GET) is never cut by them; only a body still arriving is.
 */
export function clientDeadlines(requestTimeoutMs: number): http.ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
    // How often node looks for requests past them.
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeoutMs / 4)),
  };
}

export interface WebServerOptions {
  /** The shell's build (index.html, assets). */
  shellDir: string;
  /** Remote name → its build folder; a folder that does not exist answers 404 (remote down). */
  remotes: Record<string, string>;
  /**
   * The gateways, taken in turn; one whose connection fails is skipped for a moment, and a
   * request it failed goes to another when that cannot do a thing twice (upstreams.ts).
   */
  apiUpstreams: readonly ApiUpstream[];
  /** Served as /config.json, in place of any config.json in the shell's build. */
  config: RuntimeConfig;
  /**
   * Milliseconds the gateway may stay silent before its answer, or within it (default 60 s; the
   * live feed's heartbeats come well within it).
   */
  proxyTimeoutMs?: number;
  /**
   * Milliseconds a client has to send a whole request, its body included (default 6 min); then
   * 408 and its connection closes, and with it the call to the gateway.
   */
  requestTimeoutMs?: number;
  /** Called with problems worth a line on the console (a gateway that does not answer). */
  log?: (message: string) => void;
  /**
   * Proxies in front of this origin whose X-Forwarded-For is believed (proxy-addr syntax, as
   * the gateway's TRUST_PROXY). None by default: this origin is the edge.
   */
  trustProxy?: string;
  /** Sent to the gateways as the proof that this origin wrote X-Forwarded-* (their PROXY_SECRET). */
  proxySecret?: string;
}

export interface WebServerListenOptions extends WebServerOptions {
  port: number;
  /** Default `localhost` (both 127.0.0.1 and ::1). */
  host?: string;
}

export interface RunningWebServer {
  /** e.g. http://localhost:8080 */
  url: string;
  port: number;
  app: FastifyInstance;
  close(): Promise<void>;
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

/**
 * The server Fastify listens with: it hands /api calls to the proxy before Fastify reads them,
 * everything else to Fastify.
 */
function serverBefore(
  proxy: ApiProxy,
  fastifyHandler: http.RequestListener,
  requestTimeoutMs: number,
): http.Server {
  const server = http.createServer(clientDeadlines(requestTimeoutMs), (request, response) => {
    if (proxy.takes(request)) proxy.handle(request, response);
    else fastifyHandler(request, response);
  });
  server.keepAliveTimeout = clientKeepAliveMs;
  return server;
}

/**
 * The web origin. Its /api calls are answered by the server it listens with (`app.server`), so
 * `app.inject` reaches the pages and files only.
 */
export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const shellDir = path.resolve(options.shellDir);
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
    throw new Error(`${path.join(shellDir, 'index.html')} does not exist: build the shell first`);
  }
  const log = options.log ?? (() => undefined);
  const proxy = new ApiProxy({
    upstreams: options.apiUpstreams,
    timeoutMs: options.proxyTimeoutMs ?? 60_000,
    trustProxy: options.trustProxy,
    proxySecret: options.proxySecret,
    log,
  });
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    trustProxy: options.trustProxy ?? false,
    serverFactory: (handler) =>
      serverBefore(proxy, handler, options.requestTimeoutMs ?? defaultRequestTimeoutMs),
  });
  // After the server closed its connections, and with them the calls still being proxied.
  app.addHook('onClose', async () => proxy.close());

  // Every page and file of this origin (the /api answers, the gateway's, never come here).
  const headers = securityHeaders(remoteOrigins(options.config));
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  // Registered before the static files, so it wins over a config.json in the shell's build.
  const config = JSON.stringify(options.config);
  app.get('/config.json', (_request, reply) =>
    reply.header('cache-control', revalidate).type('application/json; charset=utf-8').send(config),
  );

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    cacheControl: false,
    setHeaders: setCacheHeaders,
    redirect: false,
    // The build's .br/.gz copies, as the browser accepts them; nothing is compressed per request.
    preCompressed: true,
  });

  for (const [name, dir] of Object.entries(options.remotes)) {
    const root = path.resolve(dir);
    if (!fs.existsSync(root)) {
      log(`remote ${name}: ${root} does not exist, so ${remotePrefix(name)} answers 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: remotePrefix(name),
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      redirect: false,
      preCompressed: true,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isAppRoute(request.method, pathOf(request.url))) {
      return reply.sendFile('index.html', shellDir);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}

export async function startWebServer(options: WebServerListenOptions): Promise<RunningWebServer> {
  const app = await buildWebServer(options);
  const host = options.host ?? 'localhost';
  const moreAddresses: net.Server[] = [];
  // They stop taking connections; closing the server then closes the ones they handed it.
  app.addHook('preClose', async () => moreAddresses.forEach((listener) => listener.close()));
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  if (host === 'localhost')
    moreAddresses.push(...(await listenOnEveryAddress(app.server, host, port)));
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    app,
    close: () => app.close(),
  };
}
