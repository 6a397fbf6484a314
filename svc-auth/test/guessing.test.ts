import {
  authCalls,
  ErrorCode,
  Messages,
  recoveryCalls,
  Subjects,
  type CallDefinition,
  type Caller,
  type SessionsRevoked,
  MessageCode,
  said,
  currentAcceptance,
} from '@dating/contracts';
import { migrateService, NatsLink, type CallClient } from '@dating/server';
import {
  ManualClock,
  natsConnection,
  serviceFailure,
  startMailCatcher,
  startServiceUnderTest,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { hashPassword } from '../src/accounts/password';
import { type AuthConfig } from '../src/config';
import { defineAuthService } from '../src/service';

// Guessing passwords, ending sessions and registering a taken address, over NATS.

const clock = new ManualClock();
const password = 'a long enough password';
let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;
let mail: MailCatcher;
let events: NatsLink;
const revoked: SessionsRevoked[] = [];

const login = (username: string, secret: string) =>
  calls.call(authCalls.login, { username, password: secret });
const register = (
  username: string,
  lang: 'en' | 'th' | 'no' = 'en',
  email = `${username}@example.com`,
) =>
  calls.call(authCalls.userRegister, { email, username, password, ...currentAcceptance }, { lang });
/** Mails to `address` other than the confirmation link every registration gets. */
const to = (address: string) => (caught: CaughtMail) =>
  caught.To.some((recipient) => recipient.Address === address) &&
  !caught.Text.includes('/confirm-email?token=');
const sessionValid = async (userId: number, issuedAt: number) =>
  (await calls.call(authCalls.sessionCheck, { userId, issuedAt })).valid;
const tokenIn = (caught: CaughtMail) => {
  const token = /token=([A-Za-z0-9_-]+)/.exec(caught.Text)?.[1];
  if (!token) throw new Error(`No reset link in: ${caught.Text}`);
  return token;
};
const issuedAt = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number })
    .iat;

async function waitUntil(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(defineAuthService(clock), {
    env: {
      ADMIN_PASSWORD: 'admin-password',
      SMTP_URL: mail.smtpUrl,
      PORTAL_URL: 'https://portal.test/',
    },
  });
  calls = auth.calls;
  events = new NatsLink(natsConnection(auth.infra, 'gateway'));
  await events.subscribe(Subjects.auth.sessionsRevoked, (event) => {
    revoked.push(event as SessionsRevoked);
  });
}, 120_000);

afterAll(async () => {
  await events?.close();
  await auth?.stop();
  await mail?.stop();
});

describe('guessing one account from many addresses', () => {
  it('locks it after 5 wrong passwords: of 40 guesses, 4 are told wrong, then even the right one gets 429; the member is mailed once, in their language', async () => {
    await register('somchai', 'no');
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => serviceFailure(login('somchai', `wrong guess ${i}`))),
    );
    expect(guesses.filter((answer) => answer.code === ErrorCode.Unauthenticated)).toHaveLength(4);
    expect(guesses.filter((answer) => answer.code === ErrorCode.RateLimited)).toHaveLength(36);

    const right = await serviceFailure(login('somchai', password));
    expect(right).toEqual({
      code: ErrorCode.RateLimited,
      message: Messages.accountLocked,
      messageCode: 'accountLocked',
      retryAfterSeconds: 15 * 60,
    });

    const notice = await mail.waitFor(to('somchai@example.com'));
    expect(notice.Subject).toContain('Kontoen din ble låst');
    expect(notice.Text).toContain('15 minutter');
    expect(mail.messages().filter(to('somchai@example.com'))).toHaveLength(1);

    clock.advanceMinutes(14);
    expect((await serviceFailure(login('somchai', password))).retryAfterSeconds).toBe(60);
    clock.advanceMinutes(1);
    expect((await login('somchai', password)).status).toBe('OK');
  });

  it('locks for longer the next time, and a password reset lifts the lock', async () => {
    for (let i = 0; i < 5; i += 1) await serviceFailure(login('somchai', 'wrong again'));
    expect((await serviceFailure(login('somchai', password))).retryAfterSeconds).toBe(30 * 60);

    await calls.call(recoveryCalls.resetRequest, { email: 'somchai@example.com' });
    const link = await mail.waitFor(
      (caught) => to('somchai@example.com')(caught) && caught.Text.includes('re-password'),
    );
    const token = tokenIn(link);
    await calls.call(recoveryCalls.passwordReset, { token, password: 'the new long password' });
    expect((await login('somchai', 'the new long password')).status).toBe('OK');
  });

  it('leaves unknown usernames and other accounts alone', async () => {
    await register('nok');
    for (let i = 0; i < 6; i += 1)
      expect((await serviceFailure(login('nobody-here', 'wrong'))).code).toBe(
        ErrorCode.Unauthenticated,
      );
    expect((await login('nok', password)).status).toBe('OK');
  });
});

describe('the password policy', () => {
  const attempt = (call: CallDefinition, body: object) => serviceFailure(calls.relay(call, body));

  it('refuses short and common passwords and ones that contain the username or e-mail name, on both ways to register', async () => {
    for (const call of [authCalls.userRegister, authCalls.userCreate]) {
      const account = {
        email: 'pim.k@example.com',
        username: 'pimchanok',
        ...currentAcceptance,
      };
      expect(await attempt(call, { ...account, password: 'short pw' })).toEqual({
        code: ErrorCode.BadRequest,
        message: Messages.passwordTooShort,
        messageCode: 'passwordTooShort',
      });
      expect((await attempt(call, { ...account, password: 'qwertyuiop' })).message).toBe(
        Messages.passwordTooCommon,
      );
      expect((await attempt(call, { ...account, password: 'I am PimChanok!' })).message).toBe(
        Messages.passwordContainsName,
      );
      expect((await attempt(call, { ...account, password: 'hello pim.k 2026' })).message).toBe(
        Messages.passwordContainsName,
      );
    }
  });

  it('applies on a reset, while login keeps an old password that breaks it', async () => {
    await auth.database.query("UPDATE user_login SET password_hash = $1 WHERE username = 'nok'", [
      await hashPassword('password'),
    ]);
    expect((await login('nok', 'password')).status).toBe('OK');

    await calls.call(recoveryCalls.resetRequest, { email: 'nok@example.com' });
    const token = tokenIn(await mail.waitFor(to('nok@example.com')));
    expect(
      (await attempt(recoveryCalls.passwordReset, { token, password: 'password1234' })).message,
    ).toBe(Messages.passwordTooCommon);
    expect(
      (await attempt(recoveryCalls.passwordReset, { token, password: 'nok is my name' })).message,
    ).toBe(Messages.passwordContainsName);
  });
});

describe('registering with an address that has an account', () => {
  it('answers as for a fresh address, writes nothing, and mails the owner in their language', async () => {
    await register('malee', 'th');
    const fresh = await register('fresh-one');
    const taken = await register('someone-else', 'en', 'MALEE@example.com');
    expect(taken).toEqual(fresh);
    expect(taken).toEqual({ status: 'OK', ...said(MessageCode.accountCreated) });

    const rows = await auth.database.query<{ username: string }>(
      "SELECT username FROM user_login WHERE lower(email) = 'malee@example.com' OR username = 'someone-else'",
    );
    expect(rows).toEqual([{ username: 'malee' }]);
    const notice = await mail.waitFor(to('malee@example.com'));
    expect(notice.Subject).toContain('มีผู้พยายามลงทะเบียนด้วยอีเมลของคุณ');
    expect(notice.Text).toContain('malee');
    expect(notice.Text).toContain('https://portal.test/login');
  });

  it('still says that a username is taken', async () => {
    expect(await serviceFailure(register('MALEE', 'en', 'another@example.com'))).toEqual({
      code: ErrorCode.Conflict,
      message: Messages.usernameTaken,
      messageCode: 'usernameTaken',
    });
  });

  it('makes one account of two registrations of an address at once, and mails its owner', async () => {
    const answers = await Promise.all([
      register('twin-one', 'en', 'twins@example.com'),
      register('twin-two', 'en', 'twins@example.com'),
    ]);
    expect(answers).toEqual([
      { status: 'OK', message: Messages.accountCreated, code: 'accountCreated' },
      { status: 'OK', message: Messages.accountCreated, code: 'accountCreated' },
    ]);
    const rows = await auth.database.query<{ username: string }>(
      "SELECT username FROM user_login WHERE email = 'twins@example.com'",
    );
    expect(rows).toHaveLength(1);
    const notice = await mail.waitFor(to('twins@example.com'));
    expect(notice.Subject).toContain('Someone tried to register with your e-mail address');
    expect(notice.Text).toContain(rows[0]?.username);
  });
});

describe('ending sessions', () => {
  it('logout ends that session only, and tells every gateway', async () => {
    await register('logout-member');
    const session = await login('logout-member', password);
    const other = await login('logout-member', password);
    const sessionId = (token: string) =>
      (
        JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
          jti: string;
        }
      ).jti;
    const check = (token: string) =>
      calls.call(authCalls.sessionCheck, {
        userId: session.user_id,
        issuedAt: issuedAt(token),
        sessionId: sessionId(token),
      });
    expect(sessionId(session.token)).not.toBe(sessionId(other.token));
    expect(await check(session.token)).toMatchObject({ valid: true });

    const caller: Caller = {
      userId: session.user_id,
      username: 'logout-member',
      role: 'U',
      sessionId: sessionId(session.token),
    };
    expect(await calls.call(authCalls.sessionEnd, {}, { caller })).toEqual({
      status: 'OK',
      message: Messages.loggedOut,
      code: 'loggedOut',
    });
    expect(await check(session.token)).toMatchObject({ valid: false });
    expect(await check(other.token)).toMatchObject({ valid: true });
    await waitUntil(() => revoked.some((event) => event.userId === session.user_id));
    expect(revoked.find((event) => event.userId === session.user_id)).toEqual({
      userId: session.user_id,
      sessionId: sessionId(session.token),
    });
  });

  it('a password reset tells every gateway', async () => {
    const { user_id } = await login('fresh-one', password);
    await calls.call(recoveryCalls.resetRequest, { email: 'fresh-one@example.com' });
    const token = tokenIn(await mail.waitFor(to('fresh-one@example.com')));
    await calls.call(recoveryCalls.passwordReset, { token, password: 'a reset long password' });
    await waitUntil(() => revoked.some((event) => event.userId === user_id));
  });

  it("the admin's password changed from ADMIN_PASSWORD ends the admin's sessions", async () => {
    const admin = await login('admin', 'admin-password');
    const env = {
      ...process.env,
      NATS_URL: auth.config.NATS_URL,
      // The seed makes the exports bucket in the service's own store.
      S3_ENDPOINT: auth.config.S3_ENDPOINT,
      S3_ACCESS_KEY: auth.config.S3_ACCESS_KEY,
      S3_SECRET_KEY: auth.config.S3_SECRET_KEY,
      ADMIN_PASSWORD: 'a changed admin password',
    };
    await migrateService(defineAuthService(clock), auth.config, env);
    expect(await sessionValid(admin.user_id, issuedAt(admin.token))).toBe(false);
    await waitUntil(() => revoked.some((event) => event.userId === admin.user_id));
  });
});
