import {
  authCalls,
  emailConfirmedEventSchema,
  ErrorCode,
  Messages,
  recoveryCalls,
  Subjects,
  type Caller,
  type EmailConfirmedEvent,
  type Language,
  MessageCode,
  said,
  currentAcceptance,
} from '@dating/contracts';
import { migrate, NatsLink, type CallClient } from '@dating/server';
import {
  createTestDatabase,
  ManualClock,
  natsConnection,
  serviceFailure,
  startMailCatcher,
  startServiceUnderTest,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { hashEmailToken } from '../src/email/email-rules';
import { migrations } from '../src/migrations';
import { EmailConfirmation1766000000000 } from '../src/migrations/1766000000000-email-confirmation';
import { defineAuthService } from '../src/service';

const clock = new ManualClock();
const password = 'a long enough password';
let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;
let mail: MailCatcher;
let events: NatsLink;
const confirmedEvents: EmailConfirmedEvent[] = [];

const to = (address: string) => (caught: CaughtMail) =>
  caught.To.some((recipient) => recipient.Address === address);
const linkIn = (caught: CaughtMail) => {
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(caught.Text)?.[1];
  if (!token) throw new Error(`No confirmation link in: ${caught.Text}`);
  return token;
};
/** The newest confirmation link mailed to `address` that is not one of `seen`. */
const linkTo = async (address: string, seen: string[] = []) =>
  linkIn(
    await mail.waitFor(
      (caught) =>
        to(address)(caught) &&
        caught.Text.includes('/confirm-email?token=') &&
        !seen.some((token) => caught.Text.includes(token)),
    ),
  );

async function register(username: string, lang: Language = 'en'): Promise<Caller> {
  const email = `${username}@example.com`;
  await calls.call(
    authCalls.userRegister,
    { email, username, password, ...currentAcceptance },
    { lang },
  );
  const login = await calls.call(authCalls.login, { username, password }, { lang });
  return { userId: login.user_id, username, role: 'U' };
}

const confirm = (token: string) => calls.call(authCalls.emailConfirm, { token });
const resend = (caller: Caller) => calls.call(authCalls.confirmationResend, {}, { caller });
const change = (caller: Caller, email: string, secret = password) =>
  calls.call(authCalls.emailChange, { email, password: secret }, { caller });
const account = (caller: Caller) => calls.call(authCalls.sessionGet, {}, { caller });
const confirmedForGateway = async (caller: Caller) =>
  (await calls.call(authCalls.sessionCheck, { userId: caller.userId, issuedAt: 0 })).emailConfirmed;

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
  await events.subscribe(Subjects.auth.emailConfirmed, (data) => {
    confirmedEvents.push(emailConfirmedEventSchema.parse(data));
  });
}, 120_000);

afterAll(async () => {
  await events?.close();
  await auth?.stop();
  await mail?.stop();
});

describe('confirming the address given at registration', () => {
  it("mails a link in the member's language; opening it confirms the account once, and tells the gateways", async () => {
    const nida = await register('nida', 'th');
    expect(await account(nida)).toMatchObject({
      email: 'nida@example.com',
      email_confirmed: false,
      pending_email: null,
    });
    expect(await confirmedForGateway(nida)).toBe(false);

    const caught = await mail.waitFor(to('nida@example.com'));
    expect(caught.Subject).toContain('ยืนยันอีเมล');
    expect(caught.Text).toContain('สวัสดีคุณ nida');
    expect(caught.Text).toMatch(
      /^ยืนยันอีเมลของฉัน: https:\/\/portal\.test\/confirm-email\?token=[A-Za-z0-9_-]{43}$/m,
    );
    const token = linkIn(caught);
    const [stored] = await auth.database.query<{ email_token_hash: string }>(
      'SELECT email_token_hash FROM user_login WHERE user_id = $1',
      [nida.userId],
    );
    expect(stored?.email_token_hash).toBe(hashEmailToken(token));

    expect(await confirm(token)).toEqual({ status: 'OK', ...said(MessageCode.emailConfirmed) });
    expect(await account(nida)).toMatchObject({ email_confirmed: true, pending_email: null });
    expect(await confirmedForGateway(nida)).toBe(true);
    await waitUntil(() => confirmedEvents.some((event) => event.userId === nida.userId));

    expect(await serviceFailure(confirm(token))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.emailLinkInvalid,
      messageCode: 'emailLinkInvalid',
    });
  });

  it('refuses a link after 48 hours, and a fresh one works', async () => {
    const malee = await register('malee');
    const first = await linkTo('malee@example.com');
    clock.advanceMinutes(48 * 60);
    expect((await serviceFailure(confirm(first))).message).toBe(Messages.emailLinkInvalid);

    expect(await resend(malee)).toEqual({ status: 'OK', ...said(MessageCode.confirmationSent) });
    const second = await linkTo('malee@example.com', [first]);
    expect((await confirm(second)).message).toBe(Messages.emailConfirmed);
  });

  it('refuses an unknown token with the same message', async () => {
    expect((await serviceFailure(confirm('no-such-token'))).message).toBe(
      Messages.emailLinkInvalid,
    );
  });
});

describe('sending the link again', () => {
  it('mails at most one link a minute per account, and the newest link voids the older one', async () => {
    const somchai = await register('somchai');
    const first = await linkTo('somchai@example.com');
    expect(await serviceFailure(resend(somchai))).toEqual({
      code: ErrorCode.RateLimited,
      message: Messages.confirmationTooSoon,
      messageCode: 'confirmationTooSoon',
      retryAfterSeconds: 60,
    });
    clock.advanceMinutes(1);
    const answers = await Promise.allSettled([resend(somchai), resend(somchai), resend(somchai)]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const second = await linkTo('somchai@example.com', [first]);
    expect((await serviceFailure(confirm(first))).message).toBe(Messages.emailLinkInvalid);
    expect((await confirm(second)).message).toBe(Messages.emailConfirmed);
  });

  it('says so when the address is already confirmed', async () => {
    const created = await calls.call(authCalls.userCreate, {
      email: 'seeded@example.com',
      username: 'seeded',
      password,
    });
    const seeded: Caller = { userId: created.user_id, username: 'seeded', role: 'U' };
    expect(await serviceFailure(resend(seeded))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.emailAlreadyConfirmed,
      messageCode: 'emailAlreadyConfirmed',
    });
  });
});

describe('changing the address', () => {
  it('keeps the old address for logging in until the new one is confirmed, then tells the old one', async () => {
    const lek = await register('lek', 'no');
    await confirm(await linkTo('lek@example.com'));

    expect(await serviceFailure(change(lek, 'lek.new@example.com', 'not my password'))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.wrongPassword,
      messageCode: 'wrongPassword',
    });
    expect(await change(lek, 'lek.new@example.com')).toEqual({
      status: 'OK',
      message: Messages.emailChangeSent,
      code: 'emailChangeSent',
    });
    expect(await account(lek)).toMatchObject({
      email: 'lek@example.com',
      email_confirmed: true,
      pending_email: 'lek.new@example.com',
    });
    const caught = await mail.waitFor(to('lek.new@example.com'));
    expect(caught.Subject).toContain('Bekreft den nye e-postadressen');
    const loginAddress = await auth.database.query<{ email: string }>(
      'SELECT email FROM user_login WHERE user_id = $1',
      [lek.userId],
    );
    expect(loginAddress).toEqual([{ email: 'lek@example.com' }]);

    expect((await confirm(linkIn(caught))).message).toBe(Messages.emailConfirmed);
    expect(await account(lek)).toMatchObject({
      email: 'lek.new@example.com',
      email_confirmed: true,
      pending_email: null,
    });
    const notice = await mail.waitFor(
      (sent) => to('lek@example.com')(sent) && sent.Subject.includes('ble endret'),
    );
    expect(notice.Text).toContain('lek.new@example.com');
    await calls.call(recoveryCalls.resetRequest, { email: 'lek.new@example.com' });
    await mail.waitFor(
      (sent) => to('lek.new@example.com')(sent) && sent.Text.includes('/re-password'),
    );
  });

  it('answers an address another account uses alike, and mails neither it nor its owner', async () => {
    const pim = await register('pim');
    await register('ploy');
    await linkTo('pim@example.com');
    await linkTo('ploy@example.com');
    mail.clear();
    const taken = await change(pim, 'PLOY@example.com');
    clock.advanceMinutes(1);
    const free = await change(pim, 'pim.free@example.com');
    expect(taken).toEqual(free);
    await mail.waitFor(to('pim.free@example.com'));
    expect(mail.messages().some(to('ploy@example.com'))).toBe(false);
    expect(mail.messages().some(to('PLOY@example.com'))).toBe(false);
  });

  it('refuses the current address as the new one', async () => {
    const noi = await register('noi');
    expect((await serviceFailure(change(noi, 'NOI@example.com'))).message).toBe(
      Messages.emailUnchanged,
    );
  });

  it('does not confirm an address another account took meanwhile', async () => {
    const dao = await register('dao');
    await change(dao, 'wanted@example.com');
    const token = await linkTo('wanted@example.com');
    await calls.call(authCalls.userCreate, {
      email: 'Wanted@example.com',
      username: 'quicker',
      password,
    });
    expect(await serviceFailure(confirm(token))).toEqual({
      code: ErrorCode.Conflict,
      message: Messages.emailTaken,
      messageCode: 'emailTaken',
    });
    expect((await account(dao)).email).toBe('dao@example.com');
  });
});

describe('the migration', () => {
  it('counts the accounts made before it as confirmed', async () => {
    const database = await createTestDatabase(auth.infra.databaseUrl, 'svc-auth-confirmed');
    const migrateTo = (count: number) =>
      migrate({
        serverUrl: database.serviceUrl,
        database: database.name,
        entities: defineAuthService(clock).entities,
        migrations: migrations.slice(0, count),
      });
    try {
      await migrateTo(migrations.indexOf(EmailConfirmation1766000000000));
      await database.query(
        `INSERT INTO user_login (email, username, password_hash, role, active_flag, create_user, create_process)
         VALUES ('old@example.com', 'old', 'x', 'U', 'Y', 'old', 'create-user-login')`,
      );
      await migrateTo(migrations.length);
      const rows = await database.query<{ confirmed: boolean }>(
        'SELECT email_confirmed_at IS NOT NULL AS confirmed FROM user_login',
      );
      expect(rows).toEqual([{ confirmed: true }]);
    } finally {
      await database.drop();
    }
  });
});
