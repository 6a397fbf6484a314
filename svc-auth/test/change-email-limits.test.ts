import {
  authCalls,
  ErrorCode,
  Messages,
  type Caller,
  MessageCode,
  said,
  currentAcceptance,
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
import { defineAuthService } from '../src/service';

// Issue 27, items 7 and 10: change-email mailed any address on every call, and its wrong
// passwords were not counted by the per-account lock.

const clock = new ManualClock();
const password = 'a long enough password';
let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;
let mail: MailCatcher;

const to = (address: string) => (caught: CaughtMail) =>
  caught.To.some((recipient) => recipient.Address === address);
const change = (caller: Caller, email: string, secret = password) =>
  calls.call(authCalls.emailChange, { email, password: secret }, { caller });
/** The answer, or the error a failed request carries. */
const settled = (work: Promise<unknown>) =>
  work.catch((error: unknown) => serviceFailure(Promise.reject(error)));
const login = (username: string, secret = password) =>
  calls.call(authCalls.login, { username, password: secret });

async function register(username: string): Promise<Caller> {
  const email = `${username}@example.com`;
  await calls.call(authCalls.userRegister, { email, username, password, ...currentAcceptance });
  const { user_id } = await login(username);
  return { userId: user_id, username, role: 'U' };
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
}, 120_000);

afterAll(async () => {
  await auth?.stop();
  await mail?.stop();
});

describe('the mails of change-email', () => {
  it('goes out at most once a minute: 8 requests in a row mail the outside address once', async () => {
    const kiet = await register('kiet');
    const answers = [];
    for (let i = 0; i < 8; i += 1)
      answers.push(await settled(change(kiet, 'stranger@elsewhere.test')));
    expect(answers[0]).toEqual({ status: 'OK', ...said(MessageCode.emailChangeSent) });
    expect(answers.slice(1)).toEqual(
      Array(7).fill({
        code: ErrorCode.RateLimited,
        message: Messages.emailChangeTooSoon,
        messageCode: 'emailChangeTooSoon',
        retryAfterSeconds: 60,
      }),
    );
    await mail.waitFor(to('stranger@elsewhere.test'));
    expect(mail.messages().filter(to('stranger@elsewhere.test'))).toHaveLength(1);
  });

  it('goes out at most 3 times in 24 hours, counting links sent again to the pending address', async () => {
    const ploy = await register('ploy');
    expect((await change(ploy, 'first@elsewhere.test')).status).toBe('OK');
    clock.advanceMinutes(1);
    expect((await calls.call(authCalls.confirmationResend, {}, { caller: ploy })).message).toBe(
      Messages.confirmationSent,
    );
    clock.advanceMinutes(1);
    expect((await change(ploy, 'second@elsewhere.test')).status).toBe('OK');
    clock.advanceMinutes(1);
    expect(await serviceFailure(change(ploy, 'third@elsewhere.test'))).toEqual({
      code: ErrorCode.RateLimited,
      message: Messages.emailChangeDailyLimit,
      messageCode: 'emailChangeDailyLimit',
      retryAfterSeconds: (24 * 60 - 3) * 60,
    });
    expect(
      await serviceFailure(calls.call(authCalls.confirmationResend, {}, { caller: ploy })),
    ).toMatchObject({
      code: ErrorCode.RateLimited,
      message: Messages.emailChangeDailyLimit,
      messageCode: 'emailChangeDailyLimit',
    });
    await mail.waitFor(to('second@elsewhere.test'));
    expect(mail.messages().filter(to('first@elsewhere.test'))).toHaveLength(2);
    expect(mail.messages().some(to('third@elsewhere.test'))).toBe(false);

    clock.advanceMinutes(24 * 60 - 3);
    expect((await change(ploy, 'third@elsewhere.test')).status).toBe('OK');
    await mail.waitFor(to('third@elsewhere.test'));
  });

  it('lets a member whose address is unconfirmed fix a mistyped one', async () => {
    const typo = await register('typo');
    expect((await calls.call(authCalls.sessionGet, {}, { caller: typo })).email_confirmed).toBe(
      false,
    );
    expect((await change(typo, 'typo.fixed@example.com')).message).toBe(Messages.emailChangeSent);
    await mail.waitFor(to('typo.fixed@example.com'));
  });
});

describe('wrong passwords of change-email', () => {
  it('count like wrong logins: the fifth locks the account, logins too, and the member is mailed', async () => {
    const som = await register('som');
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await serviceFailure(change(som, 'som.new@example.com', `guess ${i}`)));
    expect(answers.slice(0, 4)).toEqual(
      Array(4).fill({
        code: ErrorCode.BadRequest,
        message: Messages.wrongPassword,
        messageCode: 'wrongPassword',
      }),
    );
    expect(answers.slice(4)).toEqual(
      Array(2).fill(
        expect.objectContaining({
          code: ErrorCode.RateLimited,
          message: Messages.accountLocked,
          messageCode: 'accountLocked',
        }),
      ),
    );
    // Locked: even the right password is refused, here and at login.
    expect((await serviceFailure(change(som, 'som.new@example.com'))).message).toBe(
      Messages.accountLocked,
    );
    expect((await serviceFailure(login('som'))).message).toBe(Messages.accountLocked);
    const locked = (caught: CaughtMail) =>
      to('som@example.com')(caught) && caught.Subject.includes('Your account was locked');
    await mail.waitFor(locked);
    expect(mail.messages().filter(locked)).toHaveLength(1);
    expect(mail.messages().some(to('som.new@example.com'))).toBe(false);
  });

  it('and a right one clears the count, as a login does', async () => {
    const noi = await register('noi');
    for (let i = 0; i < 4; i += 1)
      await serviceFailure(change(noi, 'noi.new@example.com', `guess ${i}`));
    expect((await change(noi, 'noi.new@example.com')).status).toBe('OK');
    for (let i = 0; i < 4; i += 1) await serviceFailure(login('noi', `guess ${i}`));
    expect((await login('noi')).status).toBe('OK');
  });
});
