import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { Messages } from '@dating/contracts';
import { cacheControlFor, revalidate } from './cache';
import { remotePrefix, type RuntimeConfig } from './runtime-config';
import { PublicAnswers } from './public-answers';
import { isApiPath, isAppRoute, pathOf } from './routes';
import { remoteOrigins, securityHeaders } from './security-headers';
import { isConnectionError, mayRetryElsewhere, Upstreams, type ApiUpstream } from './upstreams';

/**
 * The web origin of DESIGN.md §1: the shell at `/`, each remote at `/remotes/<name>/`, the
 * run-time `/config.json`, `/api/*` passed to the gateway, and the shell's index.html for every
 * other path that is not a file (the shell routes, and renders its own 404).
 */

/**
 * Connections to each gateway at once. Every signed-in tab holds one for as long as its live
 * feed (GET /api/live) is open; at the proxy's default of 128, the 129th open tab would leave
 * every API call through this origin waiting for a free connection.
 */
const upstreamConnections = 10_000;

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
  /** Milliseconds the gateway may take to answer (default 60 s). */
  proxyTimeoutMs?: number;
  /** Called with problems worth a line on the console (a gateway that does not answer). */
  log?: (message: string) => void;
  /**
   * Proxies in front of this origin whose X-Forwarded-For is believed (proxy-addr syntax, as
   * the gateway's TRUST_PROXY). None by default: this origin is the edge.
   */
  trustProxy?: string;
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

const unavailable = { status: 'FAILED', message: Messages.serviceUnavailable };

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const shellDir = path.resolve(options.shellDir);
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
    throw new Error(`${path.join(shellDir, 'index.html')} does not exist: build the shell first`);
  }
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    trustProxy: options.trustProxy ?? false,
  });
  const log = options.log ?? (() => undefined);

  // Every page and file of this origin; /api answers carry the gateway's own headers.
  const headers = securityHeaders(remoteOrigins(options.config));
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(pathOf(request.url))) reply.headers(headers);
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

  const publicAnswers = new PublicAnswers();
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(pathOf(request.url)) && publicAnswers.answer(request, reply)) return reply;
    return undefined;
  });

  const upstreams = new Upstreams(options.apiUpstreams);
  /** The gateways each request (by its raw request) was sent to, the last one serving it. */
  const sentTo = new WeakMap<object, ApiUpstream[]>();
  const choose = (request: { raw: object }): ApiUpstream | undefined => {
    const tried = sentTo.get(request.raw) ?? [];
    const upstream = upstreams.pick(new Set(tried.map((sent) => sent.url)));
    if (upstream !== undefined) sentTo.set(request.raw, [...tried, upstream]);
    return upstream;
  };
  const servedBy = (request: { raw: object }): ApiUpstream | undefined =>
    sentTo.get(request.raw)?.at(-1);

  const replyOptions: NonNullable<FastifyHttpProxyOptions['replyOptions']> = {
    getUpstream: (request) => (choose(request) ?? (upstreams.all[0] as ApiUpstream)).url,
    // reply-from would ask again (up to 10 times, at once) when a GET is answered 503: that
    // multiplies the load on a part that is down or shedding it, and hides the answer the
    // gateway gave within its deadline. The client reads Retry-After and decides.
    retryDelay: () => null,
    onResponse: (request, reply, response) => {
      const upstream = servedBy(request);
      if (upstream !== undefined) {
        upstreams.markUp(upstream);
        void reply.header('x-served-by', upstream.name);
      }
      publicAnswers.pass(request, reply, response.stream).catch((error: unknown) => {
        log(`${upstream?.name ?? 'the gateway'} broke off an answer: ${String(error)}`);
        if (!reply.sent) void reply.code(503).send(unavailable);
      });
    },
    rewriteRequestHeaders: (request, headers) => ({
      ...headers,
      // The client's address as this origin knows it (the connecting one, unless a trusted
      // proxy in front named it), never what the client claims: the gateway trusts this
      // proxy (TRUST_PROXY) and keys its rate limits on it.
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
      'x-forwarded-host': request.headers.host ?? '',
    }),
    onError: (reply, { error }) => {
      const request = reply.request;
      const failed = servedBy(request);
      if (failed !== undefined && isConnectionError(error)) upstreams.markDown(failed);
      const next = mayRetryElsewhere(request.method, error) ? choose(request) : undefined;
      log(
        `${failed?.name ?? 'the gateway'} at ${failed?.url ?? 'no address'} failed: ${error.message}` +
          (next === undefined ? '' : `; asking ${next.name}`),
      );
      if (next !== undefined) {
        void reply.from(request.url, { ...replyOptions, getUpstream: () => next.url });
        return;
      }
      void reply.code(503).header('cache-control', 'no-store').send(unavailable);
    },
  };

  await app.register(fastifyHttpProxy, {
    upstream: '',
    prefix: '/api',
    rewritePrefix: '/api',
    undici: {
      connections: upstreamConnections,
      headersTimeout: options.proxyTimeoutMs ?? 60_000,
      bodyTimeout: options.proxyTimeoutMs ?? 60_000,
    },
    replyOptions,
  });

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
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    app,
    close: () => app.close(),
  };
}
