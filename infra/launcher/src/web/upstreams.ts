/** One gateway the web origin passes /api to. */
export interface ApiUpstream {
  /** How logs and the x-served-by header name it: gateway, gateway#2… */
  name: string;
  /** Its origin, e.g. http://127.0.0.1:3000 */
  url: string;
}

/** Connection errors that say the gateway did not take the request at all. */
const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** The connection error behind an error (the proxy wraps it as the cause), if it is one. */
function connectionCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && connectionCodes.has(code)) return code;
    current = cause;
  }
  return undefined;
}

/** True when the gateway was never reached: the request can go to another one unchanged. */
export function wasRefused(error: unknown): boolean {
  return connectionCode(error) === 'ECONNREFUSED';
}

/** True when the error says the gateway's connection is gone (refused, reset, closed). */
export function isConnectionError(error: unknown): boolean {
  return connectionCode(error) !== undefined;
}

/**
 * A failed request may go to another gateway when asking again cannot do a thing twice: it
 * reads (GET, HEAD), or its connection was refused, so the first gateway never saw it.
 */
export function mayRetryElsewhere(method: string, error: unknown): boolean {
  return method === 'GET' || method === 'HEAD' || wasRefused(error);
}

/**
 * The gateways in turn (round robin). One whose connection failed is skipped for `downForMs`,
 * then tried again; when every one failed lately, they are taken in turn all the same.
 */
export class Upstreams {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly all: readonly ApiUpstream[],
    private readonly downForMs = 1000,
    private readonly now: () => number = Date.now,
  ) {
    if (all.length === 0) throw new Error('the web origin needs at least one gateway');
  }

  /** The next gateway in turn that is not down and not in `tried`; undefined when none is left. */
  pick(tried: ReadonlySet<string> = new Set()): ApiUpstream | undefined {
    const candidates = this.all.filter((upstream) => !tried.has(upstream.url));
    if (candidates.length === 0) return undefined;
    const time = this.now();
    const up = candidates.filter((upstream) => (this.downUntil.get(upstream.url) ?? 0) <= time);
    const pool = up.length > 0 ? up : candidates;
    const chosen = pool[this.next % pool.length] as ApiUpstream;
    this.next = (this.next + 1) % Number.MAX_SAFE_INTEGER;
    return chosen;
  }

  markDown(upstream: ApiUpstream): void {
    this.downUntil.set(upstream.url, this.now() + this.downForMs);
  }

  markUp(upstream: ApiUpstream): void {
    this.downUntil.delete(upstream.url);
  }
}
