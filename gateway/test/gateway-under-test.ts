import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { authCalls, ErrorCode } from '@dating/contracts';
import { NatsLink, ObjectStorage, proxySecretHeader, serviceErrorOf } from '@dating/server';
import {
  identityEnvironment,
  natsEnvironment,
  serviceEnvironment,
  testCallClient,
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { loadGatewayConfig } from '../src/config';
import { createGateway } from '../src/gateway';
import { authService, type AuthConfig } from '@dating/svc-auth';

export const testApiKey = 'gateway-test-key';
/** The web origin's proof that it wrote X-Forwarded-For (the gateway's PROXY_SECRET). */
const testProxySecret = 'gateway-test-proxy-secret';

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  raw?: string | FormData;
  key?: string | null;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Called straight at the gateway rather than through the web origin: without the origin's
   * proof, so that any X-Forwarded-For it names is not believed.
   */
  outsider?: true;
}

export interface GatewayUnderTest {
  base: string;
  /** One HTTP call with the application key (unless `key: null`), JSON in and out. */
  call(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<Answer>;
  /**
   * Creates an account with a confirmed e-mail address (as the seeds do, over NATS) and logs it
   * in; each username gets its own client address. A username that exists is just logged in.
   */
  register(username: string): Promise<{ token: string; userId: number }>;
  /** The object store the gateway writes uploads to. */
  storage: ObjectStorage;
  /** Drops the gateway's event connection to NATS and waits until it is back. */
  reconnectEvents(): Promise<void>;
  close(): Promise<void>;
}

/** The gateway as it runs in production, listening on a free port, over `infra`'s NATS. */
export async function startGatewayUnderTest(
  infra: TestInfrastructure,
  env: Record<string, string> = {},
): Promise<GatewayUnderTest> {
  const config = loadGatewayConfig(
    serviceEnvironment(infra, {
      ...natsEnvironment(infra, 'gateway'),
      ...identityEnvironment('gateway'),
      APP_KEY: testApiKey,
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      SESSION_CACHE_MS: '0',
      HEALTH_CACHE_MS: '0',
      TRUST_PROXY: 'loopback',
      PROXY_SECRET: testProxySecret,
      ...env,
    }),
  );
  const app: NestFastifyApplication = await createGateway(config);
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.outsider) headers[proxySecretHeader] = testProxySecret;
    if (options.key !== null) headers['x-api-key'] = options.key ?? testApiKey;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload = options.raw;
    if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (typeof payload === 'string') headers['content-type'] ??= 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: text && isJson ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  const seeds = testCallClient(infra);
  let clients = 0;
  async function register(username: string): Promise<{ token: string; userId: number }> {
    const password = 'a long enough password';
    clients += 1;
    const client = { 'x-forwarded-for': `10.0.${Math.floor(clients / 250)}.${clients % 250}` };
    await seeds.calls
      .call(authCalls.userCreate, { email: `${username}@example.com`, username, password })
      .catch((error: unknown) => {
        if (serviceErrorOf(error)?.code !== ErrorCode.Conflict) throw error;
      });
    const login = await call('POST', '/api/user/login', {
      body: { username, password },
      headers: client,
    });
    return { token: String(login.body.token), userId: Number(login.body.user_id) };
  }

  return {
    base,
    call,
    register,
    storage: new ObjectStorage(config),
    reconnectEvents: async () => {
      const connection = await app.get(NatsLink).connect();
      const back = (async () => {
        for await (const status of connection.status()) if (status.type === 'reconnect') return;
      })();
      await connection.reconnect();
      await back;
    },
    close: async () => {
      await seeds.close();
      // A test's tabs that were dropped mid-stream can leave a connection the server still
      // counts as open; a test run ends here, so none is waited for.
      app.getHttpServer().closeAllConnections();
      await app.close();
    },
  };
}

/** The seeded admin's password in an edge under test. */
export const testAdminPassword = 'admin-password';

export interface EdgeUnderTest {
  infra: TestInfrastructure;
  auth: ServiceUnderTest<AuthConfig>;
  gateway: GatewayUnderTest;
  stop(): Promise<void>;
}

/** Fresh infrastructure with svc-auth behind the gateway: enough for the gateway's own routes. */
export async function startEdgeUnderTest(env: Record<string, string> = {}): Promise<EdgeUnderTest> {
  const infra = await startTestInfrastructure();
  const auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: testAdminPassword },
  });
  const gateway = await startGatewayUnderTest(infra, env);
  return {
    infra,
    auth,
    gateway,
    stop: async () => {
      await gateway.close();
      await auth.stop();
      await infra.stop();
    },
  };
}
