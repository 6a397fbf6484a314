import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { failed, MessageCode } from '@dating/contracts';
import {
  clientAnswerHeaders,
  gatewayRequestHeaders,
  hasBody,
  trustedProxies,
  type TrustedProxies,
} from './proxy-headers';
import { answerTooLarge, bodyLimitFor, declaredTooLarge } from './body-limits';
import { PublicAnswers } from './public-answers';
import { isApiPath, pathOf } from './routes';
import { isConnectionError, mayRetryElsewhere, Upstreams, type ApiUpstream } from './upstreams';

/**
 * `/api/*` passed to the gateways on node:http alone, before Fastify sees the request: each
 * call costs this origin one parse of the request and one of the answer, and the bodies are
 * piped through as they come (uploads, the live feed's events). An answer is passed on as the
 * gateway gave it, a 503 too: asking again would multiply the load on a part that is down or
 * shedding it; the client reads Retry-After and decides.
 */

/**
 * Connections to each gateway at once. Every signed-in tab holds one for as long as its live
 * feed (GET /api/live) is open; a small pool would leave every API call through this origin
 * waiting for a free connection once that many tabs are open.
 */
const connectionsPerGateway = 10_000;

/** The methods passed on; others (TRACE, PROPFIND…) are this origin's 404. */
const proxiedMethods = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);

/** How long an open connection to a gateway waits for its next call before it is closed. */
const idleConnectionMs = 30_000;

const unavailable = JSON.stringify(failed(MessageCode.serviceUnavailable));

export interface ApiProxyOptions {
  upstreams: readonly ApiUpstream[];
  /**
   * Milliseconds the gateway may stay silent: before its answer's headers, and between two
   * chunks of it (the live feed's heartbeats come well within it).
   */
  timeoutMs: number;
  /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax); none when undefined. */
  trustProxy?: string;
  /** Sent to the gateways as this proxy's proof that it wrote X-Forwarded-* (PROXY_SECRET). */
  proxySecret?: string;
  log: (message: string) => void;
}

/** A gateway and the connections kept open to it. */
interface Gateway {
  upstream: ApiUpstream;
  hostname: string;
  port: number;
  /** Its Host header. */
  host: string;
  agent: http.Agent;
}

/** What a call needs of the proxy. */
interface ProxyParts {
  upstreams: Upstreams;
  gateways: ReadonlyMap<string, Gateway>;
  publicAnswers: PublicAnswers;
  trusted: TrustedProxies | undefined;
  proxySecret: string | undefined;
  timeoutMs: number;
  log: (message: string) => void;
}

/** A `..` segment, also written %2e%2e: the gateway is asked for paths under /api only. */
function climbsOut(urlPath: string): boolean {
  if (!urlPath.includes('.') && !urlPath.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).includes('..');
}

function gatewayAt(upstream: ApiUpstream): Gateway {
  const url = new URL(upstream.url);
  if (url.protocol !== 'http:') throw new Error(`${upstream.name}: ${upstream.url} is not http:`);
  return {
    upstream,
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port || 80),
    host: url.host,
    agent: new http.Agent({
      keepAlive: true,
      maxSockets: connectionsPerGateway,
      // How long a connection may wait for its next call; node:http keeps below the gateway's
      // own keep-alive when it announces a shorter one, so it never closes one under a call.
      timeout: idleConnectionMs,
      noDelay: true,
    }),
  };
}

export class ApiProxy {
  private readonly parts: ProxyParts;

  constructor(options: ApiProxyOptions) {
    this.parts = {
      upstreams: new Upstreams(options.upstreams),
      gateways: new Map(options.upstreams.map((upstream) => [upstream.url, gatewayAt(upstream)])),
      publicAnswers: new PublicAnswers(),
      trusted: trustedProxies(options.trustProxy),
      proxySecret: options.proxySecret,
      timeoutMs: options.timeoutMs,
      log: options.log,
    };
  }

  /** True for the requests this proxy answers; the rest are Fastify's. */
  takes(request: http.IncomingMessage): boolean {
    const urlPath = pathOf(request.url ?? '');
    return proxiedMethods.has(request.method ?? '') && isApiPath(urlPath) && !climbsOut(urlPath);
  }

  handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    // Refused here, before a gateway reads any of it (it would refuse it too, and the bytes it
    // did not read would break the connection this origin keeps to it).
    if (declaredTooLarge(request)) {
      answerTooLarge(request, response);
      return;
    }
    if (this.parts.publicAnswers.answer(request, response)) return;
    new ProxiedCall(this.parts, request, response).start();
  }

  /** Closes the connections to the gateways, the idle ones and those still in a call. */
  close(): void {
    for (const gateway of this.parts.gateways.values()) gateway.agent.destroy();
  }
}

class GatewayTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no word within ${timeoutMs} ms`);
  }
}

/** One client request on its way to a gateway (or, when one refuses it, to the next). */
class ProxiedCall {
  /** The same for each gateway asked, so their logs tell one request. */
  private readonly requestId = randomUUID();
  private readonly tried = new Set<string>();
  private gateway: Gateway | undefined;
  private outgoing: http.ClientRequest | undefined;
  /**
   * The body as it came, until the gateway's connection is up: a gateway that refuses the
   * connection never saw the request, so it goes to the next one, body and all. Holds no more
   * than the chunks read while connecting (the outgoing request pushes back beyond 16 KB).
   */
  private keptBody: Buffer[] | undefined;
  private answering = false;
  private over = false;
  private bodyBytes = 0;

  constructor(
    private readonly parts: ProxyParts,
    private readonly request: http.IncomingMessage,
    private readonly response: http.ServerResponse,
  ) {}

  start(): void {
    this.response.once('close', this.onClientClose);
    this.response.on('error', this.onClientClose);
    if (hasBody(this.request)) {
      this.keptBody = [];
      this.request.on('data', this.keepChunk);
      this.request.on('data', this.countChunk);
    }
    const first = this.pick();
    if (first === undefined) this.answerUnavailable();
    else this.send(first);
  }

  /** The next gateway in turn that was not asked yet. */
  private pick(): Gateway | undefined {
    const upstream = this.parts.upstreams.pick(this.tried);
    return upstream === undefined ? undefined : this.parts.gateways.get(upstream.url);
  }

  private readonly keepChunk = (chunk: Buffer): void => {
    this.keptBody?.push(chunk);
  };

  /** A body sent in chunks, with no length declared, is cut where it passes the limit. */
  private readonly countChunk = (chunk: Buffer): void => {
    this.bodyBytes += chunk.length;
    if (this.bodyBytes <= bodyLimitFor(this.request) || this.over) return;
    this.over = true;
    this.request.off('data', this.countChunk);
    this.request.unpipe();
    this.releaseBody();
    this.outgoing?.destroy();
    answerTooLarge(this.request, this.response);
  };

  private readonly releaseBody = (): void => {
    this.request.off('data', this.keepChunk);
    this.keptBody = undefined;
  };

  private send(gateway: Gateway): void {
    this.gateway = gateway;
    this.tried.add(gateway.upstream.url);
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request({
        agent: gateway.agent,
        hostname: gateway.hostname,
        port: gateway.port,
        method: this.request.method,
        path: this.request.url,
        headers: gatewayRequestHeaders(
          this.request,
          gateway.host,
          this.parts.trusted,
          this.requestId,
          this.parts.proxySecret,
        ),
      });
    } catch (error) {
      // node:http would not write this request as it came (it read it, so it should).
      this.parts.log(
        `a request to ${gateway.upstream.name} could not be written: ${String(error)}`,
      );
      this.answerUnavailable();
      return;
    }
    this.outgoing = outgoing;
    outgoing.on('response', (answer) => this.onAnswer(outgoing, answer));
    outgoing.on('error', (error) => this.onFailure(outgoing, error));
    outgoing.setTimeout(this.parts.timeoutMs);
    outgoing.on('timeout', () => outgoing.destroy(new GatewayTimeoutError(this.parts.timeoutMs)));
    if (this.keptBody === undefined) {
      outgoing.end();
      return;
    }
    outgoing.once('socket', this.releaseBodyOnceConnected);
    for (const chunk of this.keptBody) outgoing.write(chunk);
    this.request.pipe(outgoing);
  }

  private readonly releaseBodyOnceConnected = (socket: Socket): void => {
    if (socket.connecting) socket.once('connect', this.releaseBody);
    else this.releaseBody();
  };

  private onAnswer(outgoing: http.ClientRequest, answer: http.IncomingMessage): void {
    if (outgoing !== this.outgoing || this.over) {
      answer.destroy();
      return;
    }
    const gateway = this.gateway as Gateway;
    this.parts.upstreams.markUp(gateway.upstream);
    this.answering = true;
    const headers = clientAnswerHeaders(answer, gateway.upstream.name);
    // The client's connection cannot carry another request before the rest of this one's body
    // is read, which the gateway may never do once it answered.
    if (!this.request.complete) headers.push('connection', 'close');
    try {
      this.response.writeHead(answer.statusCode ?? 502, headers);
    } catch (error) {
      this.parts.log(
        `${gateway.upstream.name} gave an answer that cannot be passed on: ${String(error)}`,
      );
      answer.destroy();
      this.answerUnavailable();
      return;
    }
    this.parts.publicAnswers.copyWhenShared(this.request, answer);
    answer.on('error', (error) => this.onBrokenAnswer(error));
    answer.pipe(this.response);
  }

  private onFailure(outgoing: http.ClientRequest, error: Error): void {
    if (outgoing !== this.outgoing || this.over) return;
    if (this.answering) {
      this.onBrokenAnswer(error);
      return;
    }
    const failed = this.gateway as Gateway;
    if (isConnectionError(error)) this.parts.upstreams.markDown(failed.upstream);
    const next = this.mayAskAnother(error) ? this.pick() : undefined;
    this.parts.log(
      `${failed.upstream.name} at ${failed.upstream.url} failed: ${error.message}` +
        (next === undefined ? '' : `; asking ${next.upstream.name}`),
    );
    if (next === undefined) this.answerUnavailable();
    else this.send(next);
  }

  /** Another gateway may be asked when this cannot do a thing twice, with all of the body. */
  private mayAskAnother(error: Error): boolean {
    const wholeBodyAtHand = this.keptBody !== undefined || !hasBody(this.request);
    return wholeBodyAtHand && mayRetryElsewhere(this.request.method ?? '', error);
  }

  private onBrokenAnswer(error: Error): void {
    if (this.over) return;
    this.over = true;
    const name = this.gateway?.upstream.name ?? 'the gateway';
    this.parts.log(`${name} broke off an answer: ${String(error)}`);
    this.response.destroy();
  }

  private answerUnavailable(): void {
    this.over = true;
    this.releaseBody();
    if (this.response.headersSent) {
      this.response.destroy();
      return;
    }
    this.response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(unavailable),
      'cache-control': 'no-store',
      ...(this.request.complete ? {} : { connection: 'close' }),
    });
    this.response.end(unavailable);
  }

  /** The browser went away (or this proxy gave up on it): the gateway's request goes too. */
  private readonly onClientClose = (): void => {
    if (this.response.writableFinished) return;
    this.over = true;
    this.releaseBody();
    this.outgoing?.destroy();
  };
}
