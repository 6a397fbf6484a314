import { createHash } from 'node:crypto';
import {
  authCalls,
  ErrorCode,
  Messages,
  type LoginInput,
  MessageCode,
  said,
} from '@dating/contracts';
import { migrateService, type CallClient } from '@dating/server';
import { totpCode } from '@dating/server/totp';
import {
  ManualClock,
  serviceFailure,
  startMailCatcher,
  startServiceUnderTest,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { defineAuthService } from '../src/service';

// Issue 27, item 8: anyone who knows a username (and `admin` is known) could lock its member
// out with 5 wrong guesses. The lock stays, but the real member has ways past it.

const clock = new ManualClock();
const password = 'a long enough password';
const adminPassword = 'admin-password';
const adminSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const phone = 'phone-device-id-0123456789';
let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;
let mail: MailCatcher;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const login = (username: string, secret: string, extra: Partial<LoginInput> = {}) =>
  calls.call(authCalls.login, { username, password: secret, ...extra });
const refused = (username: string, secret: string, extra: Partial<LoginInput> = {}) =>
  serviceFailure(login(username, secret, extra));
const register = (username: string) =>
  calls.call(authCalls.userCreate, { email: `${username}@example.com`, username, password });
async function lock(username: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) await refused(username, `wrong guess ${i}`);
  expect((await refused(username, password)).message).toBe(Messages.accountLocked);
}
const lockMailTo = (address: string) => (caught: CaughtMail) =>
  caught.To.some((recipient) => recipient.Address === address) && caught.Subject.includes('locked');
const unlockTokenIn = (caught: CaughtMail) => {
  const token = /\/unlock\?token=([A-Za-z0-9_-]+)/.exec(caught.Text)?.[1];
  if (!token) throw new Error(`No unlock link in: ${caught.Text}`);
  return token;
};
const unlock = (token: string) => calls.call(authCalls.accountUnlock, { token });
/** A six-digit code that is not the admin's now (nor a step either side). */
const wrongCode = () => {
  const near = [-30_000, 0, 30_000].map((ms) => totpCode(adminSecret, clock.now().getTime() + ms));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '';
};

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(defineAuthService(clock), {
    env: {
      ADMIN_PASSWORD: adminPassword,
      ADMIN_TOTP_SECRET: adminSecret,
      SMTP_URL: mail.smtpUrl,
      PORTAL_URL: 'https://portal.test/',
    },
  });
  calls = auth.calls;
}, 120_000);

afterAll(async () => {
  await auth?.stop();
  await mail?.stop();
});

describe("the lock mail's unlock link", () => {
  it('lifts the lock once; its token is kept only hashed', async () => {
    await register('lek');
    await lock('lek');
    const notice = await mail.waitFor(lockMailTo('lek@example.com'));
    expect(notice.Text).toMatch(
      /^Unlock my account: https:\/\/portal\.test\/unlock\?token=[A-Za-z0-9_-]{43}$/m,
    );
    expect(notice.Text).toContain('https://portal.test/login');
    const token = unlockTokenIn(notice);
    const [row] = await auth.database.query<{ unlock_token_hash: string }>(
      "SELECT t.unlock_token_hash FROM login_throttle t JOIN user_login u USING (user_id) WHERE u.username = 'lek'",
    );
    expect(row?.unlock_token_hash).toBe(sha256(token));

    expect(await unlock(token)).toEqual({ status: 'OK', ...said(MessageCode.accountUnlocked) });
    expect((await login('lek', password)).status).toBe('OK');
    expect(await serviceFailure(unlock(token))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.unlockLinkInvalid,
      messageCode: 'unlockLinkInvalid',
    });
  });

  it('stops working when its lock ends, and an unknown token is told the same', async () => {
    await lock('lek');
    const latest = await mail.waitFor(
      (caught) => lockMailTo('lek@example.com')(caught) && caught.Text.includes('30 minutes'),
    );
    clock.advanceMinutes(30);
    expect((await serviceFailure(unlock(unlockTokenIn(latest)))).message).toBe(
      Messages.unlockLinkInvalid,
    );
    expect((await serviceFailure(unlock('no-such-token'))).message).toBe(
      Messages.unlockLinkInvalid,
    );
  });
});

describe('a device the member logged in from before', () => {
  it('gets in with the right password while the account is locked, and ends the lock', async () => {
    await register('dao');
    expect((await login('dao', password, { device_id: phone })).status).toBe('OK');
    const [device] = await auth.database.query<{ device_hash: string }>(
      "SELECT d.device_hash FROM known_device d JOIN user_login u USING (user_id) WHERE u.username = 'dao'",
    );
    expect(device?.device_hash).toBe(sha256(phone));

    await lock('dao');
    expect((await refused('dao', password, { device_id: 'another-device-id-9876543' })).code).toBe(
      ErrorCode.RateLimited,
    );
    expect((await login('dao', password, { device_id: phone })).status).toBe('OK');
    expect((await login('dao', password)).status).toBe('OK');
  });

  it('still has its wrong passwords counted: 5 in a lock, then the lock holds for it too', async () => {
    await lock('dao');
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await refused('dao', `phone guess ${i}`, { device_id: phone })).code);
    expect(answers).toEqual([
      ...Array(4).fill(ErrorCode.Unauthenticated),
      ErrorCode.RateLimited,
      ErrorCode.RateLimited,
    ]);
    expect((await refused('dao', password, { device_id: phone })).message).toBe(
      Messages.accountLocked,
    );
    clock.advanceMinutes(24 * 60);
    expect((await login('dao', password, { device_id: phone })).status).toBe('OK');
  });

  it('is remembered for the newest 10 devices only', async () => {
    await register('many-devices');
    for (let i = 0; i < 12; i += 1) {
      clock.advanceMinutes(1);
      await login('many-devices', password, { device_id: `device-number-${i}-of-twelve` });
    }
    const rows = await auth.database.query<{ device_hash: string }>(
      "SELECT d.device_hash FROM known_device d JOIN user_login u USING (user_id) WHERE u.username = 'many-devices'",
    );
    expect(rows.map((row) => row.device_hash).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => sha256(`device-number-${i + 2}-of-twelve`)).sort(),
    );
  });
});

describe("the admin's second factor", () => {
  it('keeps the secret sealed, for the admin only', async () => {
    const rows = await auth.database.query<{ role: string; sealed: string | null }>(
      'SELECT role, totp_secret_sealed AS sealed FROM user_login WHERE totp_secret_sealed IS NOT NULL',
    );
    expect(rows.map((row) => row.role)).toEqual(['A']);
    expect(rows[0]?.sealed).not.toContain(adminSecret);
  });

  it('asks for the code after the right password, refuses a wrong one, and lets the right one in', async () => {
    expect(await refused('admin', adminPassword)).toEqual({
      code: ErrorCode.Unauthenticated,
      message: Messages.codeRequired,
      messageCode: 'codeRequired',
    });
    expect(await refused('admin', adminPassword, { code: wrongCode() })).toEqual({
      code: ErrorCode.Unauthenticated,
      message: Messages.codeWrong,
      messageCode: 'codeWrong',
    });
    expect((await refused('admin', 'wrong password', { code: wrongCode() })).message).toBe(
      Messages.invalidCredentials,
    );
    const admin = await login('admin', adminPassword, { code: totpCode(adminSecret, clock.now()) });
    expect(admin).toMatchObject({ status: 'OK', role: 'A' });
    // A code of the step before still works (the app's clock may lag).
    const earlier = totpCode(adminSecret, clock.now().getTime() - 30_000);
    expect((await login('admin', adminPassword, { code: earlier })).status).toBe('OK');
  });

  it('counts wrong codes as failures: five lock the account', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await refused('admin', adminPassword, { code: wrongCode() })).code);
    expect(answers).toEqual([...Array(4).fill(ErrorCode.Unauthenticated), ErrorCode.RateLimited]);
  });

  it('lets the admin past a lock strangers caused, with the right code only', async () => {
    clock.advanceMinutes(15);
    const strangers = [];
    for (let i = 0; i < 5; i += 1) strangers.push((await refused('admin', `guess ${i}`)).code);
    expect(strangers).toEqual([...Array(4).fill(ErrorCode.Unauthenticated), ErrorCode.RateLimited]);
    // Without a code the locked admin is asked for one; the password is not even checked.
    expect((await refused('admin', adminPassword)).message).toBe(Messages.codeRequired);
    expect((await refused('admin', 'wrong password')).message).toBe(Messages.codeRequired);
    expect((await refused('admin', adminPassword, { code: wrongCode() })).message).toBe(
      Messages.codeWrong,
    );
    const code = totpCode(adminSecret, clock.now());
    expect((await login('admin', adminPassword, { code })).status).toBe('OK');
  });

  it('follows a changed ADMIN_TOTP_SECRET at the next start', async () => {
    const next = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TFOQ';
    await migrateService(defineAuthService(clock), auth.config, {
      ...auth.env,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_TOTP_SECRET: next,
    });
    clock.advanceMinutes(2);
    expect(
      (await refused('admin', adminPassword, { code: totpCode(adminSecret, clock.now()) })).message,
    ).toBe(Messages.codeWrong);
    const code = totpCode(next, clock.now());
    expect((await login('admin', adminPassword, { code })).status).toBe('OK');
  });
});
