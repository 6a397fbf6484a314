import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { connect } from '@nats-io/transport-node';
import {
  gatewayPaths,
  Messages,
  routes,
  profileCalls,
  portalVersion,
  tokenAlgorithm,
  tokenIssuer,
  healthSubjects,
  type PortalHealth,
  MessageCode,
  failed,
  currentAcceptance,
  sensitiveConsent,
} from '@dating/contracts';
import {
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-under-test';
import { authService, openPrivateKey, type AuthConfig } from '@dating/svc-auth';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import { interestService } from '@dating/svc-interest';
import { billingService } from '@dating/svc-billing';

const timeoutMs = 1000;

let infra: TestInfrastructure;
let auth: ServiceUnderTest<AuthConfig>;
let profile: ServiceUnderTest<ProfileConfig>;
let others: ServiceUnderTest<unknown>[];
let gateway: GatewayUnderTest;

const call: GatewayUnderTest['call'] = (...args) => gateway.call(...args);
const register: GatewayUnderTest['register'] = (username) => gateway.register(username);

const authQuery = (sql: string, params: unknown[] = []) =>
  auth.database.query<Record<string, unknown>>(sql, params);

beforeAll(async () => {
  infra = await startTestInfrastructure();
  auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'admin-password' },
  });
  profile = await startServiceUnderTest(profileService, { infra });
  others = await Promise.all([
    startServiceUnderTest(interestService, { infra }),
    startServiceUnderTest(billingService, { infra }),
  ]);
  gateway = await startGatewayUnderTest(infra, {
    REQUEST_TIMEOUT_MS: String(timeoutMs),
    BODY_LIMIT_BYTES: '4096',
  });
}, 60000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([auth, profile, ...(others ?? [])].map((service) => service?.stop()));
  await infra?.stop();
});

/** A valid body for each route that names the caller's `user_id` (ownerField). */
function ownBodyExamples(userId: number): Record<string, Record<string, unknown>> {
  return {
    '/api/get-by-user-id': { table: 'USER_INFO', user_id: userId },
    '/api/get-user-rf': { ref_table: 'FOOD', user_id: userId },
    '/api/create-user-sys-ref': { user_id: userId, ref_table_code: 'FOOD', ref_code: 'THAI' },
    '/api/delete-by-user-id': { table: 'USER_SYS_REF', user_id: userId, sub_table: 'FOOD' },
    '/api/create-user-info': {
      user_id: userId,
      name: 'Somchai',
      gender: 'M',
      birthdate: '1990-05-01',
      country: 'Norway',
    },
    '/api/create-person-info': {
      user_id: userId,
      height: 180,
      weight: 80,
      marital_stat: 'S',
      kids: 'N',
      ethnicity: 'A',
      religion: 'B',
      sensitive_consent: { version: sensitiveConsent.version, lang: 'en' },
      education: 'C',
    },
    '/api/create-favorite-info': { user_id: userId, drinking: 'N', smoking: 'N' },
    '/api/create-date-info': {
      user_id: userId,
      looking_for: 'X',
      gender_for: 'F',
      age_start: 25,
      age_end: 40,
      lang_important: 'Y',
      learn_th: 'Y',
    },
    '/api/change-status-active': { user_id: userId, active_flag: 'N' },
    '/api/create-user-img': {
      user_id: userId,
      img_seq: 1,
      img_file: '3f1c0c4e-5a8e-4a61-9a55-0e5b2f0b7d11',
    },
    '/api/delete-user-img': { user_id: userId, img_seq: 1 },
    '/api/photo-removals': { user_id: userId },
    '/api/photo-removals/dismiss': { user_id: userId, slot: 1 },
    '/api/verification': { user_id: userId },
    '/api/verification/start': { user_id: userId },
    '/api/verification/submit': {
      user_id: userId,
      img_file: '3f1c0c4e-5a8e-4a61-9a55-0e5b2f0b7d11',
    },
    '/api/get-category': { user_id: userId, gender_for: 'ALL', age_start: 20, age_end: 40 },
    '/api/get-show-activity': { user_id: userId },
    '/api/set-show-activity': { user_id: userId, show_activity: false },
    '/api/sensitive-consent': { user_id: userId },
    '/api/sensitive-consent/withdraw': { user_id: userId },
    '/api/create-interest': { user_id: userId, user_interest_id: userId + 1 },
    '/api/manage-interest': { user_id: userId, user_interest_id: userId + 1, action: 'match' },
    '/api/get-interest-relation': { user_id: userId, user_interest_id: userId + 1 },
    '/api/get-user-matching': { user_id: userId },
    '/api/create-purchase-order': { user_id: userId, package_id: 1 },
    '/api/delete-by-package-id': { table: 'PURCHASE_ORDER', package_id: 1, user_id: userId },
    '/api/get-purchase-orders': { user_id: userId },
    '/api/get-user-members': { user_id: userId },
    '/api/block-member': { user_id: userId, blocked_user_id: userId + 1 },
    '/api/unblock-member': { user_id: userId, blocked_user_id: userId + 1 },
    '/api/report-member': { user_id: userId, reported_user_id: userId + 1, reason: 'scam' },
    '/api/get-blocked-members': { user_id: userId },
    '/api/get-conversations': { user_id: userId },
    '/api/get-conversation': { user_id: userId, other_user_id: userId + 1 },
    '/api/send-message': { user_id: userId, other_user_id: userId + 1, text: 'Hei' },
    '/api/read-conversation': { user_id: userId, conversation_id: 1, up_to: 1 },
    '/api/get-unread-messages': { user_id: userId },
    '/api/get-notifications': { user_id: userId },
    '/api/read-notifications': { user_id: userId },
    '/api/get-unread-notifications': { user_id: userId },
    '/api/get-mail-settings': { user_id: userId },
    '/api/update-mail-settings': { user_id: userId, digest: false },
    '/api/account/delete': { user_id: userId, password: 'a long enough password' },
    '/api/account/delete/cancel': { user_id: userId },
    '/api/consent/accept': { user_id: userId, document: 'terms', version: '2026-11-24' },
    '/api/consents': { user_id: userId },
    '/api/account/export': { user_id: userId, lang: 'en' },
    '/api/account/export/status': { user_id: userId },
  };
}

describe("a member's own data", () => {
  it("refuses with 403 every call that names another member's user_id", async () => {
    const mallory = await register('mallory');
    const victim = await register('victim');
    const ownerRoutes = routes.filter((route) => route.ownerField).map((route) => route.http.path);
    const examples = ownBodyExamples(victim.userId);
    expect(Object.keys(examples).sort()).toEqual([...ownerRoutes].sort());
    for (const [path, body] of Object.entries(examples)) {
      const answer = await call('POST', path, { body, token: mallory.token });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 403,
        body: { status: 'FAILED', message: Messages.forbidden, code: 'forbidden' },
      });
    }
  });

  it("refuses a search for a member's user_id without a token, yet serves the home page's cards to anyone", async () => {
    const { userId } = await register('searcher');
    const search = { user_id: userId, gender_for: 'ALL', age_start: 20, age_end: 40 };
    expect(await call('POST', '/api/get-category', { body: search })).toMatchObject({
      status: 403,
      body: { status: 'FAILED', message: Messages.forbidden, code: 'forbidden' },
    });
    for (const body of [{}, undefined]) {
      const home = await call('POST', '/api/get-category', { body });
      expect(home.status).toBe(200);
      expect(Array.isArray(home.body)).toBe(true);
    }
  });

  it('answers 400 for a table that is not on the list of the call', async () => {
    const { token, userId } = await register('tables');
    const attempts: [string, Record<string, unknown>][] = [
      ['/api/get-by-user-id', { table: 'user_login', user_id: userId }],
      ['/api/get-by-user-id', { table: 'PURCHASE_ORDER', user_id: userId }],
      ['/api/delete-by-user-id', { table: 'USER_IMG; DROP TABLE user_info', user_id: userId }],
      ['/api/change-status-active', { table: 'INTEREST', user_id: userId, active_flag: 'N' }],
      ['/api/get-value-text', { table: 'PACKAGE', ref_code: 'X' }],
    ];
    for (const [path, body] of attempts) {
      expect(await call('POST', path, { body, token })).toMatchObject({
        status: 400,
        body: { status: 'FAILED', message: Messages.unknownTable, code: 'unknownTable' },
      });
    }
    expect(await call('GET', '/api/load-rf/USERS')).toMatchObject({
      status: 400,
      body: { message: Messages.unknownTable },
    });
  });
});

describe('the edge', () => {
  it('answers its version at /', async () => {
    expect((await call('GET', '/', { key: null })).body).toEqual({ message: portalVersion });
  });

  it('refuses /api calls without the application key, or with a wrong one', async () => {
    for (const key of [null, 'wrong-key', '']) {
      const answer = await call('GET', '/api/menu', { key });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(failed(MessageCode.missingApiKey));
    }
  });

  it('routes a public call to its service and lets browsers and the web tier cache it per language', async () => {
    const answer = await call('GET', '/api/menu', {
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as { menu_name: string }[])[0]?.menu_name).toBe('หน้าแรก');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=5');
    expect(answer.headers.get('vary')).toContain('Accept-Language');
  });

  it('compresses answers of 1 KB or more for browsers that accept it, and only those', async () => {
    const accepts = { headers: { 'accept-encoding': 'br, gzip' } };
    const large = await call('GET', '/api/load-rf/FAVORITE', accepts);
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(Array.isArray(large.body.result)).toBe(true);
    const small = await call('GET', '/', { key: null, ...accepts });
    expect(small.headers.get('content-encoding')).toBeNull();
    const unaccepted = await call('GET', '/api/load-rf/FAVORITE', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(unaccepted.headers.get('content-encoding')).toBeNull();
  });

  it('sends security headers on answers and refusals alike', async () => {
    for (const answer of [
      await call('GET', '/api/menu'),
      await call('GET', '/api/menu', { key: null }),
      await call('GET', '/api/no-such-route'),
    ]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security')).toBeTruthy();
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('registers, logs in and answers authen for the bearer', async () => {
    const { token, userId } = await register('somchai');
    expect(token).toMatch(/^ey/);
    const authen = await call('POST', '/api/authen', { body: {}, token });
    expect(authen.status).toBe(200);
    expect(authen.body).toEqual({
      status: 'OK',
      decoded: { username: 'somchai', user_id: userId, role: 'U' },
      email: 'somchai@example.com',
      email_confirmed: true,
      pending_email: null,
    });
    const lookup = await call('GET', '/api/get-user-by-username/somchai', { token });
    expect(lookup.body).toEqual({ status: 'OK', user: [{ user_id: userId, username: 'somchai' }] });
  });

  it('answers a duplicate registration with 409 and a clear message', async () => {
    await register('nok');
    const again = await call('POST', '/api/create-user-login', {
      body: {
        email: 'another@example.com',
        username: 'nok',
        password: 'a long enough password',
        ...currentAcceptance,
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(failed(MessageCode.usernameTaken));
  });

  it('refuses member calls without a token, with a bad token, an expired one or a foreign one', async () => {
    expect(await call('POST', '/api/authen', { body: {} })).toMatchObject({
      status: 401,
      body: { status: 'FAILED', message: Messages.missingToken, code: 'missingToken' },
    });
    expect((await call('POST', '/api/authen', { body: {}, token: 'not-a-token' })).status).toBe(
      401,
    );

    // svc-auth's own key, opened as svc-auth opens it, to sign a token that has expired.
    const [key] = await authQuery(
      'SELECT kid, sealed_private_key FROM signing_key ORDER BY created_at DESC LIMIT 1',
    );
    const privateKey = await importJWK(
      openPrivateKey(
        String(key?.sealed_private_key),
        String(key?.kid),
        auth.config.SIGNING_KEY_SECRET,
      ),
      tokenAlgorithm,
    );
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await new SignJWT({ username: 'somchai', role: 'U' })
      .setProtectedHeader({ alg: tokenAlgorithm, kid: String(key?.kid) })
      .setSubject('1')
      .setIssuer(tokenIssuer)
      .setIssuedAt(past)
      .setExpirationTime(past + 60)
      .sign(privateKey);
    expect(await call('POST', '/api/authen', { body: {}, token: expired })).toMatchObject({
      status: 401,
      body: { status: 'FAILED', message: Messages.invalidToken, code: 'invalidToken' },
    });

    const stranger = await generateKeyPair(tokenAlgorithm);
    const forged = await new SignJWT({ username: 'admin', role: 'A' })
      .setProtectedHeader({ alg: tokenAlgorithm, kid: String(key?.kid) })
      .setSubject('1')
      .setIssuer(tokenIssuer)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(stranger.privateKey);
    expect((await call('POST', '/api/authen', { body: {}, token: forged })).status).toBe(401);
  });

  it('rejects the token of a deactivated member at once', async () => {
    const { token, userId } = await register('deactivated');
    expect((await call('POST', '/api/authen', { body: {}, token })).status).toBe(200);
    await authQuery("UPDATE user_login SET active_flag = 'N' WHERE user_id = $1", [userId]);
    expect((await call('POST', '/api/authen', { body: {}, token })).status).toBe(401);
  });

  it('answers a malformed body with 400 and a message that names the problem', async () => {
    const wrongType = await call('POST', '/api/user/login', {
      body: { username: 5, password: 'x' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual(failed(MessageCode.loginRequired));

    // 600 deep fits this gateway's 4 KB body limit; the fuzz test sends 5,000 deep.
    const deep = `${'{"a":'.repeat(600)}1${'}'.repeat(600)}`;
    for (const path of ['/api/user/login', '/api/authen', '/api/create-user-login']) {
      const tooDeep = await call('POST', path, { raw: deep });
      expect({ path, status: tooDeep.status }).toEqual({ path, status: 400 });
      expect(tooDeep.body).toEqual(failed(MessageCode.requestUnreadable));
    }

    const notJson = await call('POST', '/api/user/login', { raw: '{"username": "a", ' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.status).toBe('FAILED');

    const array = await call('POST', '/api/user/login', { body: ['admin', 'x'] });
    expect(array).toMatchObject({
      status: 400,
      body: { message: 'The request body must be a JSON object' },
    });

    const badEmail = await call('POST', '/api/create-user-login', {
      body: {
        email: 'nobody',
        username: 'someone',
        password: 'a long enough password',
        ...currentAcceptance,
      },
    });
    expect(badEmail).toMatchObject({ status: 400, body: { message: Messages.invalidEmail } });
  });

  it('answers 404 for an unknown path and 413 for a body over the limit', async () => {
    expect(await call('POST', '/api/no-such-call', { body: {} })).toMatchObject({
      status: 404,
      body: { status: 'FAILED', message: Messages.notFound, code: 'notFound' },
    });
    const big = await call('POST', '/api/user/login', {
      body: { username: 'x'.repeat(8000), password: 'x' },
    });
    expect(big).toMatchObject({
      status: 413,
      body: { status: 'FAILED', message: Messages.payloadTooLarge, code: 'payloadTooLarge' },
    });
  });

  it('never answers 500 to garbage', async () => {
    const garbage: { raw?: string; body?: unknown; contentType?: string }[] = [
      { raw: 'null' },
      { raw: '"text"' },
      { raw: '12' },
      { raw: '\u0000\u0001\u0002' },
      { raw: '{"__proto__": {"admin": true}}' },
      { raw: 'plain words', contentType: 'text/plain' },
      { raw: '<xml/>', contentType: 'application/xml' },
      { raw: 'a=b', contentType: 'application/x-www-form-urlencoded' },
      { body: { username: ['a'], password: { $ne: 1 } } },
      { body: { username: 'a'.repeat(300), password: 'b' } },
    ];
    const paths = [
      '/api/user/login',
      '/api/create-user-login',
      '/api/authen',
      '/api/menu',
      '/api/get-user-by-username/%E0%A4%A',
    ];
    for (const path of paths) {
      for (const input of garbage) {
        const method =
          path.includes('get-user-by-username') || path === '/api/menu' ? 'GET' : 'POST';
        const answer = await call(method, path, {
          raw: method === 'POST' ? input.raw : undefined,
          body: method === 'POST' ? input.body : undefined,
          headers: input.contentType
            ? { 'content-type': input.contentType, 'x-forwarded-for': '10.9.9.9' }
            : { 'x-forwarded-for': '10.9.9.9' },
        });
        expect({ path, input, status: answer.status < 500 }).toEqual({ path, input, status: true });
        expect(answer.body.status ?? 'OK').toMatch(/^(OK|FAILED)$/);
      }
    }
  });

  it('limits login attempts per client address with 429', async () => {
    const attempt = () =>
      call('POST', '/api/user/login', {
        body: { username: 'no-such-member', password: 'wrong password' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(failed(MessageCode.tooManyRequests));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('publishes the OpenAPI document of the route table, with the application key only', async () => {
    expect((await call('GET', gatewayPaths.docs, { key: null })).status).toBe(401);
    expect((await call('GET', '/api/docs-json')).status).toBe(404);
    const document = await call('GET', gatewayPaths.docs);
    expect(document.status).toBe(200);
    const paths = document.body.paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/user/login',
        '/api/create-user-login',
        '/api/get-user-by-username/{username}',
        '/api/get-profile',
        '/api/upload',
        '/api/files/photos/{fileId}',
        '/api/purchase/upload',
        '/api/files/receipts/{fileId}',
        '/api/create-purchase-order',
        '/api/admin/approve-purchase-order',
      ]),
    );
  });

  it('reports every service, NATS and storage at /api/health', async () => {
    const answer = await call('GET', '/api/health');
    const health = answer.body as unknown as PortalHealth;
    expect(answer.status).toBe(200);
    expect(health).toMatchObject({
      status: 'up',
      nats: 'up',
      storage: 'up',
      version: portalVersion,
    });
    expect(Object.keys(health.services).sort()).toEqual(['auth', 'billing', 'interest', 'profile']);
  });

  it('checks readiness once for callers that ask at the same moment', async () => {
    const spy = await connect({ servers: infra.natsUrl });
    let checks = 0;
    spy.subscribe(healthSubjects.interest, {
      callback: () => {
        checks += 1;
      },
    });
    await spy.flush();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('GET', '/api/health')));
    await spy.close();
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThan(10);
  });

  // A member's own call: a shared visitor answer (the menu) may still come from memory.
  const ownProfile = async (name: string) => {
    const { token, userId } = await register(name);
    return () => call('POST', '/api/get-profile', { token, body: { user_id: userId } });
  };

  it('answers 503 within the timeout when a service is stopped, and health says so', async () => {
    const readProfile = await ownProfile('while-stopped');
    await profile.stop();
    const started = Date.now();
    const answer = await readProfile();
    const elapsed = Date.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(failed(MessageCode.serviceUnavailable));
    expect(elapsed).toBeLessThan(timeoutMs + 2000);

    const health = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect((health.body as unknown as PortalHealth).services.profile?.status).toBe('down');

    // Alive all the same: a liveness probe must not restart the gateway for a service's fault.
    const live = await call('GET', '/api/health/live', { key: null });
    expect(live).toMatchObject({ status: 200, body: { status: 'up', version: portalVersion } });
  });

  it('answers 503 after the timeout when a service takes the request and never answers', async () => {
    const readProfile = await ownProfile('never-answered');
    const connection = await connect({ servers: infra.natsUrl });
    connection.subscribe(profileCalls.viewGet.subject, {
      queue: 'svc-profile',
      callback: () => undefined,
    });
    await connection.flush();
    const started = Date.now();
    const answer = await readProfile();
    const elapsed = Date.now() - started;
    await connection.close();
    expect(answer).toMatchObject({
      status: 503,
      body: { status: 'FAILED', message: 'Service unavailable', code: 'serviceUnavailable' },
    });
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(elapsed).toBeLessThan(timeoutMs + 2000);
  });
});
