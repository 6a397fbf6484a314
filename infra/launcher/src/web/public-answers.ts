import { type Readable } from 'node:stream';
import {
  type FastifyReply,
  type FastifyRequest,
  type RawServerBase,
  type RouteGenericInterface,
} from 'fastify';

type Request = Pick<FastifyRequest, 'method' | 'url' | 'headers'>;
/** The proxy's reply and the hook's are the same object, typed for different servers. */
type Reply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** Answers larger than this are passed on without being kept. */
const largestKeptBytes = 256 * 1024;
/** Variants kept at once; beyond it the oldest go first. */
const keptVariants = 500;
/** The answer headers a kept copy repeats. */
const repeatedHeaders = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'];
/** The request headers an answer may vary by and still be kept (each is part of the key). */
const keyedRequestHeaders = ['accept-language', 'accept-encoding', 'x-api-key'];

interface KeptAnswer {
  body: Buffer;
  headers: Record<string, string>;
  etag: string | undefined;
  storedAt: number;
  expiresAt: number;
}

/**
 * How long a shared cache may serve an answer without asking: `s-maxage`, else `max-age`, and
 * only for a `public` answer (RFC 9111 §5.2.2); null when it must not be kept.
 */
export function sharedLifetimeSeconds(cacheControl: string | undefined): number | null {
  const directives = new Map(
    (cacheControl ?? '').split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || directives.has('no-store') || directives.has('private'))
    return null;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

function headerText(value: number | string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : String(value ?? '');
}

/**
 * The web tier's share of the gateway's public answers (menu, packages): an answer that says
 * `public` with a lifetime is served from memory for that long, so a burst of visitors asks the
 * gateway once per variant. Only GETs without credentials are kept, keyed by the request
 * headers the answer varies by; an answer varying by other headers is not kept.
 */
export class PublicAnswers {
  private readonly answers = new Map<string, KeptAnswer>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The request's key, or null when its answer is personal or not a plain read. */
  keyOf(request: Request): string | null {
    if (request.method !== 'GET') return null;
    const { headers } = request;
    if (headers.authorization || headers.cookie) return null;
    return [request.url, ...keyedRequestHeaders.map((name) => headerText(headers[name]))].join(
      '\n',
    );
  }

  /** Sends the kept answer (or 304 when the browser has it); false when there is none. */
  answer(request: Request, reply: Reply): boolean {
    const key = this.keyOf(request);
    if (key === null) return false;
    const kept = this.answers.get(key);
    if (!kept) return false;
    if (kept.expiresAt <= this.now()) {
      this.answers.delete(key);
      return false;
    }
    reply.headers(kept.headers).header('age', Math.floor((this.now() - kept.storedAt) / 1000));
    if (kept.etag && request.headers['if-none-match'] === kept.etag) {
      void reply.code(304).send();
    } else {
      void reply.code(200).send(kept.body);
    }
    return true;
  }

  /**
   * Passes the gateway's answer on, keeping a copy when it may be kept. The proxy has already
   * set the answer's status and headers on `reply`.
   */
  async pass(request: Request, reply: Reply, stream: Readable): Promise<void> {
    const key = this.keyOf(request);
    const lifetime = sharedLifetimeSeconds(headerText(reply.getHeader('cache-control')));
    if (
      key === null ||
      reply.statusCode !== 200 ||
      lifetime === null ||
      !this.variesByKeyOnly(reply)
    ) {
      await reply.send(stream);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const body = Buffer.concat(chunks);
    if (body.length <= largestKeptBytes) this.keep(key, reply, body, lifetime);
    await reply.send(body);
  }

  private variesByKeyOnly(reply: Reply): boolean {
    if (reply.getHeader('set-cookie') !== undefined) return false;
    const vary = headerText(reply.getHeader('vary'))
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    return vary.every((name) => keyedRequestHeaders.includes(name));
  }

  private keep(key: string, reply: Reply, body: Buffer, lifetimeSeconds: number): void {
    const headers: Record<string, string> = {};
    for (const name of repeatedHeaders) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const storedAt = this.now();
    this.answers.delete(key);
    this.answers.set(key, {
      body,
      headers,
      etag: headers.etag,
      storedAt,
      expiresAt: storedAt + lifetimeSeconds * 1000,
    });
    if (this.answers.size > keptVariants) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }
}
