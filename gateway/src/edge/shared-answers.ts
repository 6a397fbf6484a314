import { createHash } from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { routes, toLanguage } from '@dating/contracts';
import { keyMatches } from './api-key.guard';
import { RouteMatcher } from './route-matcher';
import { ExpiringCache } from './expiring-cache';

export interface SharedAnswersOptions {
  appKey: string;
  /** How long an answer is kept; 0 keeps none. */
  ttlMs: number;
  /** How long a request waits for the same request already on its way to the service. */
  waitMs: number;
}

interface StoredAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/** Bodies larger than this are not worth a key: home cards and choice texts ask with a few fields. */
const largestKeyedBody = 2048;
/** The headers of the first answer that every copy repeats. */
const keptHeaders = ['content-type', 'cache-control', 'vary'];

async function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The calls whose answer is the same for every visitor (route table's `sharedAnswer`: menu,
 * choice lists, site images, home cards, packages), answered from memory for a few seconds
 * before Nest's pipeline runs, with an ETag a browser or the web tier can revalidate. Requests
 * that arrive while the same request is on its way to the service wait for its answer instead
 * of asking again. A successful admin call through this gateway empties it (other replicas
 * follow within the lifetime of an entry).
 */
export class SharedAnswers {
  private readonly matcher = new RouteMatcher(routes.filter((route) => route.http.sharedAnswer));
  private readonly adminMatcher = new RouteMatcher(
    routes.filter((route) => route.access === 'admin'),
  );
  private readonly answers: ExpiringCache<StoredAnswer>;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly pending = new WeakMap<FastifyRequest, { key: string; done: () => void }>();

  constructor(private readonly options: SharedAnswersOptions) {
    this.answers = new ExpiringCache<StoredAnswer>(options.ttlMs, 2000);
  }

  register(app: FastifyInstance): void {
    if (this.options.ttlMs <= 0) return;
    app.addHook('preHandler', (request, reply) => this.answerFromMemory(request, reply));
    app.addHook('onSend', async (request, reply, payload) => {
      this.keep(request, reply, payload);
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      this.settle(request);
      if (reply.statusCode < 300 && this.isAdminCall(request)) this.clear();
    });
    app.addHook('onRequestAbort', async (request) => this.settle(request));
  }

  clear(): void {
    this.answers.deleteWhere(() => true);
  }

  private keyOf(request: FastifyRequest): string | null {
    if (request.headers.authorization) return null;
    if (!keyMatches(this.options.appKey, request.headers['x-api-key'])) return null;
    const path = request.url.split('?')[0] ?? request.url;
    const matched = this.matcher.match(request.method, path);
    if (!matched) return null;
    const body = request.method === 'POST' ? JSON.stringify(request.body ?? {}) : '';
    if (body.length > largestKeyedBody) return null;
    const lang = toLanguage(request.headers['accept-language']?.slice(0, 2).toLowerCase());
    return `${request.method} ${path} ${lang} ${body}`;
  }

  private async answerFromMemory(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const key = this.keyOf(request);
    if (key === null) return undefined;
    let stored = this.answers.get(key);
    const earlier = stored ? undefined : this.inFlight.get(key);
    if (earlier) {
      await waitAtMost(earlier, this.options.waitMs);
      stored = this.answers.get(key);
    }
    if (stored) return this.send(request, reply, stored);
    if (!this.inFlight.has(key)) {
      let done: () => void = () => undefined;
      this.inFlight.set(key, new Promise<void>((resolve) => (done = resolve)));
      this.pending.set(request, { key, done });
    }
    return undefined;
  }

  private send(request: FastifyRequest, reply: FastifyReply, stored: StoredAnswer): FastifyReply {
    reply.headers(stored.headers).header('etag', stored.etag);
    const revalidating = request.headers['if-none-match'];
    if (request.method === 'GET' && revalidating === stored.etag) return reply.code(304).send();
    return reply.code(200).send(stored.body);
  }

  private keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const pending = this.pending.get(request);
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return;
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const stored = { body: payload, etag: etagOf(payload), headers };
    reply.header('etag', stored.etag);
    this.answers.set(pending.key, stored);
  }

  private settle(request: FastifyRequest): void {
    const pending = this.pending.get(request);
    if (!pending) return;
    this.pending.delete(request);
    this.inFlight.delete(pending.key);
    pending.done();
  }

  private isAdminCall(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? request.url;
    return request.method === 'POST' && this.adminMatcher.match('POST', path) !== null;
  }
}
