import { authCalls, ErrorCode, MessageCode, said, type Caller } from '@dating/contracts';
import { type CallClient } from '@dating/server';
import {
  ManualClock,
  refusal,
  serviceFailure,
  startMailCatcher,
  startServiceUnderTest,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { defineAuthService } from '../src/service';

const clock = new ManualClock();
const password = 'a long enough password';
let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;
let mail: MailCatcher;

async function member(username: string): Promise<Caller> {
  const { user_id } = await calls.call(authCalls.userCreate, {
    email: `${username}@example.com`,
    username,
    password,
  });
  return { userId: user_id, username, role: 'U' };
}

const requestDeletion = (caller: Caller, secret = password, userId = caller.userId) =>
  calls.call(authCalls.deletionRequest, { user_id: userId, password: secret }, { caller });
const cancelDeletion = (caller: Caller, userId = caller.userId) =>
  calls.call(authCalls.deletionCancel, { user_id: userId }, { caller });
const account = (caller: Caller) => calls.call(authCalls.sessionGet, {}, { caller });
const logIn = (username: string) => calls.call(authCalls.login, { username, password });
const to = (address: string) => (caught: CaughtMail) =>
  caught.To.some((recipient) => recipient.Address === address);

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

describe("a member's request to delete their account", () => {
  it('is refused with a wrong password, and nothing is marked', async () => {
    const anong = await member('anong');
    expect(await serviceFailure(requestDeletion(anong, 'not my password'))).toEqual(
      refusal(ErrorCode.BadRequest, MessageCode.wrongPassword),
    );
    expect((await account(anong)).deletion_due_at).toBeUndefined();
    expect((await logIn('anong')).deletion_due_at).toBeUndefined();
  });

  it('marks the account for deletion in 14 days and mails the member that day, once', async () => {
    const nida = await member('nida');
    const dueAt = new Date(clock.now().getTime() + 14 * 86_400_000);
    const day = dueAt.toISOString().slice(0, 10);
    const expected = {
      status: 'OK',
      ...said(MessageCode.deletionRequested, { date: day }),
      deletion_due_at: dueAt.toISOString(),
    };
    expect(await requestDeletion(nida)).toEqual(expected);
    const [stored] = await auth.database.query<{ deletion_due_at: Date }>(
      'SELECT deletion_due_at FROM user_login WHERE user_id = $1',
      [nida.userId],
    );
    expect(stored?.deletion_due_at.toISOString()).toBe(dueAt.toISOString());

    const caught = await mail.waitFor(to('nida@example.com'));
    expect(caught.Subject).toContain('Your account will be deleted on 15 March 2026');
    expect(caught.Text).toContain('Hello nida,');
    expect(caught.Text).toContain('https://portal.test/login');

    // Asked again a day later: the first date holds, and no second mail goes.
    clock.advanceDays(1);
    expect(await requestDeletion(nida)).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.messages().filter(to('nida@example.com'))).toHaveLength(1);
  });

  it('lets the member log in during the grace period, and says when the account goes', async () => {
    const malee = await member('malee');
    const { deletion_due_at } = await requestDeletion(malee);
    clock.advanceDays(13);
    const login = await logIn('malee');
    expect(login).toMatchObject({ status: 'OK', user_id: malee.userId, deletion_due_at });
    expect(await account(malee)).toMatchObject({ deletion_due_at });
  });

  it('is cancelled by the member, as often as they like, and then gone from login', async () => {
    const bjorn = await member('bjorn');
    await requestDeletion(bjorn);
    const kept = { status: 'OK', ...said(MessageCode.deletionCancelled), deletion_due_at: null };
    expect(await cancelDeletion(bjorn)).toEqual(kept);
    expect(await cancelDeletion(bjorn)).toEqual(kept);
    expect((await logIn('bjorn')).deletion_due_at).toBeUndefined();
    expect((await account(bjorn)).deletion_due_at).toBeUndefined();
    // A new request after keeping the account starts a new grace period.
    const again = await requestDeletion(bjorn);
    expect(again.deletion_due_at).toBe(
      new Date(clock.now().getTime() + 14 * 86_400_000).toISOString(),
    );
  });

  it("refuses to request or cancel another member's deletion", async () => {
    const somchai = await member('somchai');
    const ingrid = await member('ingrid');
    await requestDeletion(ingrid);
    expect(await serviceFailure(requestDeletion(somchai, password, ingrid.userId))).toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect(await serviceFailure(cancelDeletion(somchai, ingrid.userId))).toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect((await account(ingrid)).deletion_due_at).toBeDefined();
    expect((await account(somchai)).deletion_due_at).toBeUndefined();
  });

  it("refuses to delete the administrator's account", async () => {
    const { user_id } = await calls.call(authCalls.login, {
      username: 'admin',
      password: 'admin-password',
    });
    const admin: Caller = { userId: user_id, username: 'admin', role: 'A' };
    expect(await serviceFailure(requestDeletion(admin, 'admin-password'))).toEqual(
      refusal(ErrorCode.Forbidden, MessageCode.cannotDeleteAdmin),
    );
  });
});
