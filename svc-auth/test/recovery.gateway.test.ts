import { Messages, MessageCode, failed, said } from '@dating/contracts';
import {
  startMailCatcher,
  startServiceUnderTest,
  startTestInfrastructure,
  type MailCatcher,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { startGatewayUnderTest, type GatewayUnderTest } from '@dating/gateway/testing';
import { type AuthConfig } from '../src/config';
import { authService } from '../src/service';

// Recovery as a browser meets it: through the gateway, its rate limits and its session checks.

let infra: TestInfrastructure;
let auth: ServiceUnderTest<AuthConfig>;
let gateway: GatewayUnderTest;
let mail: MailCatcher;

const newPassword = 'the password after the reset';
let clients = 0;
/** A client address of its own (the gateway trusts X-Forwarded-For from the loopback). */
const fromNewClient = () => {
  clients += 1;
  return { 'x-forwarded-for': `192.0.2.${clients}` };
};

const askReset = (email: string, headers = fromNewClient()) =>
  gateway.call('POST', '/api/update-change-password', { body: { email }, headers });

async function resetToken(email: string): Promise<string> {
  const caught = await mail.waitFor(
    (message) => message.To[0]?.Address === email && message.Text.includes('/re-password?'),
  );
  const token = /re-password\?token=([A-Za-z0-9_-]+)/.exec(caught.Text)?.[1];
  if (!token) throw new Error('no link in the mail');
  return token;
}

beforeAll(async () => {
  mail = await startMailCatcher();
  infra = await startTestInfrastructure();
  auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'admin-password', SMTP_URL: mail.smtpUrl },
  });
  gateway = await startGatewayUnderTest(infra);
}, 60000);

afterAll(async () => {
  await gateway?.close();
  await auth?.stop();
  await infra?.stop();
  await mail?.stop();
});

describe('password recovery through the gateway', () => {
  it('answers a known and an unknown address with the same status and body', async () => {
    await gateway.register('malee');
    const known = await askReset('malee@example.com');
    const unknown = await askReset('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ status: 'OK', ...said(MessageCode.resetRequested) });
  });

  it('answers 429 beyond 5 requests a minute from one client address', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 5; i += 1)
      expect((await askReset(`someone${i}@example.com`, client)).status).toBe(200);
    const refused = await askReset('someone5@example.com', client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(failed(MessageCode.tooManyRequests));
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await askReset('someone5@example.com')).status).toBe(200);
  });

  it('answers 429 beyond 3 requests an hour for one address, known or not, alike', async () => {
    await gateway.register('nok');
    const refusals = [];
    for (const address of ['nok@example.com', 'no-account@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await askReset(address)).status).toBe(200);
      refusals.push(await askReset(address));
    }
    expect(refusals.map((answer) => answer.status)).toEqual([429, 429]);
    expect(refusals[0]?.body).toEqual({
      status: 'FAILED',
      message: Messages.resetTooManyRequests,
      code: 'resetTooManyRequests',
    });
    expect(refusals[1]?.body).toEqual(refusals[0]?.body);
  });

  it('ends the sessions from before a reset; the new password logs in', async () => {
    const { token: oldSession } = await gateway.register('dao');
    expect(
      (await gateway.call('POST', '/api/authen', { body: {}, token: oldSession })).status,
    ).toBe(200);
    await askReset('dao@example.com');
    const token = await resetToken('dao@example.com');
    const check = await gateway.call('POST', '/api/reset-password/authen', { body: { token } });
    expect(check.body).toEqual({
      status: 'OK',
      decoded: { username: 'dao', email: 'dao@example.com' },
    });

    const reset = await gateway.call('POST', '/api/edit-password', {
      body: { token, password: newPassword, username: 'dao', email: 'dao@example.com' },
    });
    expect(reset.body).toEqual({ status: 'OK', ...said(MessageCode.passwordChanged) });

    const stale = await gateway.call('POST', '/api/authen', { body: {}, token: oldSession });
    expect(stale.status).toBe(401);
    const login = await gateway.call('POST', '/api/user/login', {
      body: { username: 'dao', password: newPassword },
      headers: fromNewClient(),
    });
    expect(login.status).toBe(200);
    const fresh = await gateway.call('POST', '/api/authen', {
      body: {},
      token: String(login.body.token),
    });
    expect(fresh.status).toBe(200);

    const again = await gateway.call('POST', '/api/edit-password', {
      body: { token, password: 'one more password' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(failed(MessageCode.resetTokenInvalid));
  });

  it("keeps the admin's list and resend to admins", async () => {
    const { token: memberToken } = await gateway.register('pim');
    const refused = await gateway.call('POST', '/api/get-reset-requests', {
      body: {},
      token: memberToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(failed(MessageCode.adminOnly));
    expect((await gateway.call('POST', '/api/get-reset-requests', { body: {} })).status).toBe(401);

    const adminLogin = await gateway.call('POST', '/api/user/login', {
      body: { username: 'admin', password: 'admin-password' },
      headers: fromNewClient(),
    });
    const list = await gateway.call('POST', '/api/get-reset-requests', {
      body: {},
      token: String(adminLogin.body.token),
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ status: 'OK', page: 1, has_more: false });
    expect((list.body.requests as { username: string }[]).map((row) => row.username)).toContain(
      'dao',
    );
  });
});
