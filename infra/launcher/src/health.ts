import type { PortalHealth } from '@dating/contracts';

/** The parts of the portal that `GET /api/health` reports down, named for a person. */
export function downParts(health: PortalHealth): string[] {
  const down: string[] = [];
  if (health.nats !== 'up') down.push('NATS');
  if (health.storage !== 'up') down.push('object storage');
  for (const [name, service] of Object.entries(health.services ?? {})) {
    if (service.status !== 'up') down.push(`svc-${name}`);
    else if ('database' in service && service.database !== 'up')
      down.push(`svc-${name}'s database`);
  }
  if (down.length === 0 && health.status !== 'up') down.push('the gateway');
  return down;
}

function isPortalHealth(value: unknown): value is PortalHealth {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['status'] === 'string' && typeof record['services'] === 'object';
}

export class StartupTimeout extends Error {
  constructor(seconds: number, problem: string) {
    super(`The portal did not come up within ${seconds} s: ${problem}`);
    this.name = 'StartupTimeout';
  }
}

export interface WaitOptions {
  /** e.g. http://127.0.0.1:8080/api/health */
  url: string;
  apiKey: string;
  timeoutMs: number;
  intervalMs?: number;
  signal?: AbortSignal;
  fetchFn?: typeof fetch;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/** One look at the health URL: the health if the answer is one, else what went wrong. */
export async function checkHealth(
  options: Pick<WaitOptions, 'url' | 'apiKey' | 'fetchFn'>,
): Promise<{ health: PortalHealth } | { problem: string }> {
  const fetchFn = options.fetchFn ?? fetch;
  try {
    const response = await fetchFn(options.url, {
      headers: { 'x-api-key': options.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (isPortalHealth(body)) return { health: body };
    if (response.status === 401)
      return { problem: 'the gateway refused the application key (APP_KEY)' };
    return { problem: `${options.url} answered ${response.status} without a health report` };
  } catch (error) {
    return { problem: `the gateway does not answer at ${options.url} (${reasonOf(error)})` };
  }
}

/** Polls until everything is up; on time-out, the error names what is still down. */
export function waitUntilUp(options: WaitOptions): Promise<PortalHealth> {
  const { url, ...rest } = options;
  return waitUntilOneIsUp({ ...rest, urls: [url] });
}

/**
 * Polls several gateways until one of them reports everything up (the web origin serves
 * through whichever answer); on time-out, the error names what the first one still lacks.
 */
export async function waitUntilOneIsUp(
  options: Omit<WaitOptions, 'url'> & { urls: readonly string[] },
): Promise<PortalHealth> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.signal?.aborted) throw new Error('stopped while waiting for the portal');
    const problems: string[] = [];
    for (const url of options.urls) {
      const result = await checkHealth({ ...options, url });
      if ('health' in result) {
        if (result.health.status === 'up') return result.health;
        problems.push(`still down: ${downParts(result.health).join(', ')}`);
      } else {
        problems.push(result.problem);
      }
    }
    if (Date.now() >= deadline)
      throw new StartupTimeout(Math.round(options.timeoutMs / 1000), problems[0] ?? 'no gateway');
    await sleep(
      Math.min(options.intervalMs ?? 500, Math.max(0, deadline - Date.now())),
      options.signal,
    );
  }
}
