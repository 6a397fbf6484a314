import type http from 'node:http';

/** What the kept answers read of a request: node:http's will do. */
type Request = Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>;
/** Where a kept answer is written. */
type Response = Pick<http.ServerResponse, 'writeHead' | 'end'>;
/** The gateway's answer as node:http reads it: its status, headers and body. */
type Answer = Pick<http.IncomingMessage, 'statusCode' | 'headers' | 'complete' | 'on' | 'off'>;

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
  answer(request: Request, response: Response): boolean {
    const key = this.keyOf(request);
    if (key === null) return false;
    const kept = this.answers.get(key);
    if (!kept) return false;
    if (kept.expiresAt <= this.now()) {
      this.answers.delete(key);
      return false;
    }
    const age = String(Math.floor((this.now() - kept.storedAt) / 1000));
    if (kept.etag && request.headers['if-none-match'] === kept.etag) {
      response.writeHead(304, { ...kept.headers, age });
      response.end();
    } else {
      response.writeHead(200, { ...kept.headers, age, 'content-length': String(kept.body.length) });
      response.end(kept.body);
    }
    return true;
  }

  /**
   * Keeps a copy of the gateway's answer, once all of it has come, when every visitor may share
   * it. The answer is read alongside whoever passes it on; this takes nothing from it.
   */
  copyWhenShared(request: Request, answer: Answer): void {
    const key = this.keyOf(request);
    if (key === null || answer.statusCode !== 200) return;
    const lifetime = sharedLifetimeSeconds(headerText(answer.headers['cache-control']));
    if (lifetime === null || !this.variesByKeyOnly(answer)) return;
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= largestKeptBytes) chunks.push(chunk);
      else answer.off('data', collect);
    };
    answer.on('data', collect);
    answer.on('end', () => {
      if (answer.complete && size <= largestKeptBytes)
        this.keep(key, answer, Buffer.concat(chunks), lifetime);
    });
  }

  private variesByKeyOnly(answer: Answer): boolean {
    if (answer.headers['set-cookie'] !== undefined) return false;
    const vary = headerText(answer.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    return vary.every((name) => keyedRequestHeaders.includes(name));
  }

  private keep(key: string, answer: Answer, body: Buffer, lifetimeSeconds: number): void {
    const headers: Record<string, string> = {};
    for (const name of repeatedHeaders) {
      const value = answer.headers[name];
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
