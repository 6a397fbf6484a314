import fc from 'fast-check';
import { routes, type RouteDefinition } from '@dating/contracts';
import { testAdminPassword, type Answer, type GatewayUnderTest } from './gateway-under-test';
import { pathParameter, routeBody, type FuzzPayload, type KnownValues } from './fuzz-bodies';
import { startPortalUnderTest, type PortalUnderTest } from './portal-under-test';

// Every route of the table, through the real gateway and the four real services, fed bodies
// generated from its own zod schema and mixed with hostile values. Whatever a body holds, the
// answer is never a 5xx, and every 4xx says why. FUZZ_SEED repeats a run; FUZZ_BODIES sizes it.

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const totalBodies = Number(process.env.FUZZ_BODIES ?? 10_000);
/** A few calls at a time: enough to overlap work in the services, gentle on two cores. */
const concurrency = 4;

interface Probe {
  route: RouteDefinition;
  path: string;
  payload?: FuzzPayload;
}

interface Finding {
  call: string;
  status: number;
  message: unknown;
  sent: string;
}

type Role = 'member' | 'admin';

/** Session tokens of the member and the admin, logged in again when one stops working. */
class Sessions {
  private readonly tokens = new Map<Role, Promise<string>>();
  private logins = 0;

  constructor(
    private readonly gateway: GatewayUnderTest,
    private readonly credentials: Record<Role, { username: string; password: string }>,
  ) {}

  token(role: Role): Promise<string> {
    const current = this.tokens.get(role) ?? this.logIn(role);
    this.tokens.set(role, current);
    return current;
  }

  /** The fuzz may end a session (POST /api/logout); the next call logs in afresh. */
  renew(role: Role, stale: string): void {
    void this.token(role).then((current) => {
      if (current === stale) this.tokens.set(role, this.logIn(role));
    });
  }

  private async logIn(role: Role): Promise<string> {
    this.logins += 1;
    const answer = await this.gateway.call('POST', '/api/user/login', {
      body: this.credentials[role],
      headers: { 'x-forwarded-for': `10.255.0.${this.logins % 250}` },
    });
    if (answer.status !== 200) throw new Error(`${role} login: ${answer.status}`);
    return String(answer.body.token);
  }
}

function probesFor(route: RouteDefinition, index: number, count: number, known: KnownValues) {
  const options = { seed: seed + index, numRuns: count };
  if (route.http.method === 'GET') {
    const names = [...route.http.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
    const shape = route.input as unknown as { shape?: Record<string, never> };
    const parameters = fc.tuple(
      ...names.map((name) => pathParameter(shape.shape?.[name] ?? route.input, known)),
    );
    return fc.sample(parameters, options).map((values): Probe => {
      let path: string = route.http.path;
      names.forEach((name, at) => (path = path.replace(`:${name}`, values[at] ?? '')));
      return { route, path };
    });
  }
  return fc
    .sample(routeBody(route.input, known), options)
    .map((payload): Probe => ({ route, path: route.http.path, payload }));
}

function describeSent(probe: Probe): string {
  const sent = !probe.payload
    ? probe.path
    : 'raw' in probe.payload
      ? probe.payload.raw
      : JSON.stringify(probe.payload.json);
  return sent.length > 300 ? `${sent.slice(0, 300)}… (${sent.length} characters)` : sent;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

describe('every route fed generated and hostile input', () => {
  let portal: PortalUnderTest;
  let sessions: Sessions;
  let known: KnownValues;

  beforeAll(async () => {
    portal = await startPortalUnderTest({ REQUEST_TIMEOUT_MS: '30000' });
    const { gateway } = portal;
    const member = await gateway.register('fuzz-member');
    const other = await gateway.register('fuzz-other');
    sessions = new Sessions(gateway, {
      member: { username: 'fuzz-member', password: 'a long enough password' },
      admin: { username: 'admin', password: testAdminPassword },
    });
    known = { userIds: [member.userId, other.userId, 1] };
  }, 180_000);

  afterAll(() => portal?.stop());

  it(`answers ${totalBodies} bodies across every route with no 5xx, and a message with every 4xx`, async () => {
    const perRoute = Math.ceil(totalBodies / routes.length);
    const probes = routes.flatMap((route, index) => probesFor(route, index, perRoute, known));
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;

    await inPool(probes, concurrency, async (probe) => {
      const { route, payload } = probe;
      const role = route.access === 'member' || route.access === 'admin' ? route.access : null;
      const token = role ? await sessions.token(role) : undefined;
      sent += 1;
      let answer: Answer;
      try {
        answer = await portal.gateway.call(route.http.method, probe.path, {
          token,
          body: payload && 'json' in payload ? payload.json : undefined,
          raw: payload && 'raw' in payload ? payload.raw : undefined,
          headers: {
            'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          },
        });
      } catch (error) {
        findings.push({
          call: `${route.http.method} ${route.http.path}`,
          status: 0,
          message: String(error),
          sent: describeSent(probe),
        });
        return;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (role && token && answer.status === 401) sessions.renew(role, token);
      const { message } = answer.body;
      const clientErrorWithMessage =
        answer.status >= 400 &&
        answer.status < 500 &&
        typeof message === 'string' &&
        message.trim() !== '';
      if (answer.status < 400 || clientErrorWithMessage) return;
      findings.push({
        call: `${route.http.method} ${route.http.path}`,
        status: answer.status,
        message,
        sent: describeSent(probe),
      });
    });

    expect(sent).toBeGreaterThanOrEqual(totalBodies);
    console.info(
      `fuzz seed ${seed}: ${sent} bodies over ${routes.length} routes; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    const firstPerCall = [...new Map(findings.map((finding) => [finding.call, finding])).values()];
    expect({ seed, broken: findings.length, examples: firstPerCall }).toEqual({
      seed,
      broken: 0,
      examples: [],
    });
  }, 600_000);
});
