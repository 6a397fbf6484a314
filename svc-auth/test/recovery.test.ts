import {
  authCalls,
  ErrorCode,
  Messages,
  recoveryCalls,
  type Caller,
  type EditPasswordInput,
  type Language,
  MessageCode,
  said,
} from '@dating/contracts';
import { type CallClient } from '@dating/server';
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
import { hashResetToken } from '../src/recovery/reset-rules';
import { defineAuthService } from '../src/service';

const clock = new ManualClock();
let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;
let mail: MailCatcher;
let admin: Caller;

const password = 'the first password';
const newPassword = 'a brand new password';

const query = <Row extends object>(sql: string, params: unknown[] = []) =>
  auth.database.query<Row>(sql, params);

async function member(username: string): Promise<{ email: string; userId: number }> {
  const email = `${username}@example.com`;
  const created = await calls.call(authCalls.userCreate, { email, username, password });
  return { email, userId: created.user_id };
}

const askReset = (email: string, lang: Language = 'en') =>
  calls.call(recoveryCalls.resetRequest, { email }, { lang });
const checkToken = (token: string) => calls.call(recoveryCalls.resetTokenCheck, { token });
const editPassword = (input: EditPasswordInput) => calls.call(recoveryCalls.passwordReset, input);
const login = (username: string, secret: string) =>
  calls.call(authCalls.login, { username, password: secret });

const tokenIn = (caught: CaughtMail) => {
  const token = /\/re-password\?token=([A-Za-z0-9_-]+)/.exec(caught.Text)?.[1];
  if (!token) throw new Error(`No reset link in: ${caught.Text}`);
  return token;
};

/** The reset mail to `email` whose link is not one of `seen`. */
async function resetMailTo(email: string, seen: string[] = []): Promise<CaughtMail> {
  return mail.waitFor(
    (caught) =>
      caught.To.some((to) => to.Address === email) &&
      !seen.some((token) => caught.Text.includes(token)),
  );
}

async function resetToken(email: string, seen: string[] = []): Promise<string> {
  return tokenIn(await resetMailTo(email, seen));
}

/** The mails still in the outbox, and how often the relay has failed to send them. */
async function waitingMails(): Promise<{ waiting: number; failures: number }> {
  const [row] = await query<{ waiting: number; failures: number }>(
    "SELECT count(*)::int AS waiting, coalesce(sum(attempts), 0)::int AS failures FROM outbox WHERE kind = 'mail'",
  );
  return row ?? { waiting: 0, failures: 0 };
}

async function until<Value>(read: () => Promise<Value>, done: (value: Value) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(defineAuthService(clock), {
    env: {
      ADMIN_PASSWORD: 'admin-password',
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Portal <no-reply@portal.test>',
      PORTAL_URL: 'https://portal.test/',
    },
  });
  calls = auth.calls;
  const adminLogin = await login('admin', 'admin-password');
  admin = { userId: adminLogin.user_id, username: 'admin', role: 'A' };
});

afterAll(async () => {
  await auth?.stop();
  await mail?.stop();
});

describe('asking for a reset link', () => {
  it("answers SPEC.md's message and e-mails a link in the member's language", async () => {
    const { email } = await member('malee');
    expect(await askReset('MALEE@example.com', 'th')).toEqual({
      status: 'OK',
      message:
        'Your request to reset the password has been successfully submitted to the administrator.',
      code: 'resetRequested',
    });
    const caught = await resetMailTo(email);
    expect(caught.From.Address).toBe('no-reply@portal.test');
    expect(caught.Subject).toContain('รีเซ็ตรหัสผ่าน');
    expect(caught.Text).toMatch(
      /^ตั้งรหัสผ่านใหม่: https:\/\/portal\.test\/re-password\?token=[A-Za-z0-9_-]{43}$/m,
    );
    expect(caught.HTML).toContain('href="https://portal.test/re-password?token=');
  });

  it('answers an unknown address exactly alike, and sends it nothing', async () => {
    const { email } = await member('nok');
    const unknown = await askReset('nobody-here@example.com');
    const known = await askReset(email);
    expect(unknown).toEqual(known);
    await resetMailTo(email);
    expect(
      mail.messages().some((caught) => caught.To[0]?.Address === 'nobody-here@example.com'),
    ).toBe(false);
  });

  it('keeps only a hash of the token, and no address that has no account', async () => {
    const { email, userId } = await member('somsri');
    await askReset(email);
    await askReset('stranger@example.com');
    const token = await resetToken(email);
    const rows = await query<{ user_id: number | null; token_hash: string | null; row: string }>(
      'SELECT user_id, token_hash, row_to_json(r)::text AS row FROM password_reset_request r',
    );
    const own = rows.filter((row) => row.user_id === userId);
    expect(own).toHaveLength(1);
    expect(own[0]?.token_hash).toBe(hashResetToken(token));
    for (const row of rows) {
      expect(row.row).not.toContain(token);
      expect(row.row).not.toContain('stranger');
    }
  });

  it('answers at once while the mail server is down; the mail arrives once it is back, exactly once', async () => {
    const { email } = await member('view');
    const smtpPort = mail.smtpPort;
    await mail.stop();
    try {
      expect(await askReset(email)).toEqual({ status: 'OK', ...said(MessageCode.resetRequested) });
      await until(waitingMails, ({ failures }) => failures > 0);
    } finally {
      mail = await startMailCatcher({ smtpPort });
    }
    await expect(checkToken(await resetToken(email))).resolves.toMatchObject({
      decoded: { username: 'view', email },
    });
    await until(waitingMails, ({ waiting }) => waiting === 0);
    expect(mail.messages().filter((caught) => caught.To[0]?.Address === email)).toHaveLength(1);
  });

  it("asks for SPEC.md's email first", async () => {
    expect(await serviceFailure(calls.relay(recoveryCalls.resetRequest, {}))).toEqual({
      code: ErrorCode.BadRequest,
      message: 'Please fill in your Email',
      messageCode: 'forgotEmailRequired',
    });
    expect(
      (await serviceFailure(calls.call(recoveryCalls.resetRequest, { email: 'x' }))).message,
    ).toBe(Messages.invalidEmail);
  });

  it('allows 3 requests an hour per address, known or not, whatever the case', async () => {
    const { email } = await member('pim');
    const refusal = {
      code: ErrorCode.RateLimited,
      message: Messages.resetTooManyRequests,
      messageCode: 'resetTooManyRequests',
    };
    for (const address of [email, 'no-account@example.com']) {
      for (let i = 0; i < 3; i += 1) await askReset(i === 1 ? address.toUpperCase() : address);
      expect(await serviceFailure(askReset(address))).toEqual(refusal);
    }
    clock.advanceMinutes(61);
    await expect(askReset(email)).resolves.toMatchObject({ status: 'OK' });
  });
});

describe('the reset link', () => {
  it('names its account while it works, and sets the password once', async () => {
    const { email } = await member('dao');
    await askReset(email);
    const token = await resetToken(email);
    expect(await checkToken(token)).toEqual({
      status: 'OK',
      decoded: { username: 'dao', email },
    });

    expect(await editPassword({ token, password: newPassword, username: 'dao', email })).toEqual({
      status: 'OK',
      message: 'Password Change Successful!',
      code: 'passwordChanged',
    });
    await expect(login('dao', newPassword)).resolves.toMatchObject({ status: 'OK' });
    expect((await serviceFailure(login('dao', password))).code).toBe(ErrorCode.Unauthenticated);

    const invalid = {
      code: ErrorCode.BadRequest,
      message: Messages.resetTokenInvalid,
      messageCode: 'resetTokenInvalid',
    };
    expect(await serviceFailure(checkToken(token))).toEqual(invalid);
    expect(await serviceFailure(editPassword({ token, password: 'yet another password' }))).toEqual(
      invalid,
    );
    await expect(login('dao', newPassword)).resolves.toMatchObject({ status: 'OK' });
  });

  it('works for its own account only', async () => {
    const { email } = await member('fon');
    await member('other');
    await askReset(email);
    const token = await resetToken(email);
    const invalid = {
      code: ErrorCode.BadRequest,
      message: Messages.resetTokenInvalid,
      messageCode: 'resetTokenInvalid',
    };
    expect(
      await serviceFailure(editPassword({ token, password: newPassword, username: 'other' })),
    ).toEqual(invalid);
    expect(
      await serviceFailure(
        editPassword({ token, password: newPassword, email: 'other@example.com' }),
      ),
    ).toEqual(invalid);
    expect(await serviceFailure(checkToken(`${token}x`))).toEqual(invalid);
    expect(await serviceFailure(checkToken(''))).toEqual(invalid);
    await expect(login('other', password)).resolves.toMatchObject({ status: 'OK' });
    await expect(login('fon', password)).resolves.toMatchObject({ status: 'OK' });
  });

  it('refuses a short password and keeps the link', async () => {
    const { email } = await member('kai');
    await askReset(email);
    const token = await resetToken(email);
    expect(await serviceFailure(editPassword({ token, password: 'short' }))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.passwordTooShort,
      messageCode: 'passwordTooShort',
    });
    await expect(checkToken(token)).resolves.toMatchObject({ status: 'OK' });
  });

  it('expires 30 minutes after it was made', async () => {
    const { email } = await member('ploy');
    await askReset(email);
    const token = await resetToken(email);
    clock.advanceMinutes(29);
    await expect(checkToken(token)).resolves.toMatchObject({ status: 'OK' });
    clock.advanceMinutes(1);
    const invalid = {
      code: ErrorCode.BadRequest,
      message: Messages.resetTokenInvalid,
      messageCode: 'resetTokenInvalid',
    };
    expect(await serviceFailure(checkToken(token))).toEqual(invalid);
    expect(await serviceFailure(editPassword({ token, password: newPassword }))).toEqual(invalid);
  });

  it("ends the account's sessions from before, even from the same second, and its other links", async () => {
    const { email, userId } = await member('joy');
    const before = await login('joy', password);
    const check = (issuedAt: number) => calls.call(authCalls.sessionCheck, { userId, issuedAt });
    const issuedAt = (token: string) =>
      (
        JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
          iat: number;
        }
      ).iat;
    expect(await check(issuedAt(before.token))).toMatchObject({ valid: true });

    await askReset(email);
    const first = await resetToken(email);
    await askReset(email);
    const second = await resetToken(email, [first]);
    await editPassword({ token: second, password: newPassword });

    expect(await check(issuedAt(before.token))).toMatchObject({ valid: false });
    const after = await login('joy', newPassword);
    expect(await check(issuedAt(after.token))).toMatchObject({ valid: true });
    expect((await serviceFailure(checkToken(first))).message).toBe(Messages.resetTokenInvalid);
  });

  it('does nothing for a deactivated account', async () => {
    const { email, userId } = await member('lek');
    await askReset(email);
    const token = await resetToken(email);
    await query("UPDATE user_login SET active_flag = 'N' WHERE user_id = $1", [userId]);
    expect((await serviceFailure(checkToken(token))).message).toBe(Messages.resetTokenInvalid);
    await expect(askReset(email)).resolves.toMatchObject({ status: 'OK' });
    const newest = await query<{ user_id: number | null }>(
      'SELECT user_id FROM password_reset_request ORDER BY request_id DESC LIMIT 1',
    );
    expect(newest).toEqual([{ user_id: null }]);
  });
});

describe("the admin's reset requests", () => {
  const list = (caller: Caller | null, page = 1) =>
    calls.call(recoveryCalls.resetRequestsList, { page }, { caller });
  const resend = (requestId: number) =>
    calls.call(recoveryCalls.resetLinkResend, { request_id: requestId }, { caller: admin });

  it('are for admins only', async () => {
    const { userId } = await member('nida');
    const caller: Caller = { userId, username: 'nida', role: 'U' };
    // The gateway answers a member 403 (recovery.gateway.test.ts); a call that reaches the
    // service without an admin's assertion is refused as unproven.
    const refused = {
      code: ErrorCode.Unauthenticated,
      message: Messages.missingToken,
      messageCode: 'missingToken',
    };
    expect(await serviceFailure(list(caller))).toEqual(refused);
    expect(await serviceFailure(list(null))).toEqual(refused);
    expect(
      await serviceFailure(
        calls.call(recoveryCalls.resetLinkResend, { request_id: 1 }, { caller }),
      ),
    ).toEqual(refused);
  });

  it("list members' requests newest first, with their state", async () => {
    const { email, userId } = await member('bee');
    await askReset(email, 'no');
    const token = await resetToken(email);
    await askReset('not-a-member@example.com');
    const [own] = await query<{ request_id: number }>(
      'SELECT request_id FROM password_reset_request WHERE user_id = $1',
      [userId],
    );
    const [newest] = (await list(admin)).requests;
    expect(newest).toEqual({
      request_id: own?.request_id,
      user_id: userId,
      username: 'bee',
      email,
      lang: 'no',
      state: 'sent',
      requested_at: clock.now().toISOString(),
      sent_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
      used_at: null,
    });
    await editPassword({ token, password: newPassword });
    expect((await list(admin)).requests[0]).toMatchObject({ username: 'bee', state: 'used' });
    clock.advanceMinutes(31);
    const states = new Set((await list(admin)).requests.map((request) => request.state));
    expect(states).toEqual(new Set(['used', 'expired']));
  });

  it('page by 25', async () => {
    const first = await list(admin);
    expect(first.requests.length).toBeLessThanOrEqual(25);
    const all = await query<{ n: string }>(
      'SELECT count(*) AS n FROM password_reset_request WHERE user_id IS NOT NULL',
    );
    expect(first.has_more).toBe(Number(all[0]?.n) > 25);
    expect((await list(admin, 1000)).requests).toEqual([]);
  });

  it('send a fresh link again; the old one stops working', async () => {
    const { email } = await member('mint');
    await askReset(email);
    const old = await resetToken(email);
    const [request] = (await list(admin)).requests;
    expect(request?.username).toBe('mint');

    clock.advanceMinutes(40);
    const again = await resend(request?.request_id ?? 0);
    expect(again).toMatchObject({
      status: 'OK',
      message: Messages.resetLinkResent,
      code: 'resetLinkResent',
      request: { request_id: request?.request_id, state: 'sent', used_at: null },
    });
    const fresh = await resetToken(email, [old]);
    expect(fresh).not.toBe(old);
    expect((await serviceFailure(checkToken(old))).message).toBe(Messages.resetTokenInvalid);
    await expect(checkToken(fresh)).resolves.toMatchObject({ decoded: { username: 'mint' } });

    await editPassword({ token: fresh, password: newPassword });
    expect(await serviceFailure(resend(request?.request_id ?? 0))).toEqual({
      code: ErrorCode.Conflict,
      message: Messages.resetRequestUsed,
      messageCode: 'resetRequestUsed',
    });
    expect(await serviceFailure(resend(999999))).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.resetRequestNotFound,
      messageCode: 'resetRequestNotFound',
    });
  });
});
