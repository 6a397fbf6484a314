import { createHmac, randomBytes } from 'node:crypto';
import {
  authCalls,
  ErrorCode,
  mailMessages,
  Messages,
  type Caller,
  type Language,
  type RecipientKind,
} from '@dating/contracts';
import { type CallClient } from '@dating/server';
import {
  serviceFailure,
  startMailCatcher,
  startServiceUnderTest,
  testCallClient,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { unsubscribeToken } from '../src/mail-settings/unsubscribe-token';
import { authService } from '../src/service';

let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;
let internal: ReturnType<typeof testCallClient>;
let mail: MailCatcher;
let admin: Caller;
const password = 'correct horse battery';

async function member(username: string, lang: Language = 'en') {
  const { user_id } = await calls.call(authCalls.userCreate, {
    email: `${username}@example.com`,
    username,
    password,
  });
  await calls.call(authCalls.login, { username, password }, { lang });
  const caller: Caller = { userId: user_id, username, role: 'U' };
  return { userId: user_id, caller };
}

const settingsOf = (caller: Caller) =>
  calls.call(authCalls.mailSettingsGet, { user_id: caller.userId }, { caller });

const recipients = (userIds: number[], kind: RecipientKind) =>
  internal.calls.call(authCalls.mailRecipients, { user_ids: userIds, kind });

const unsubscribe = (token: string) => calls.call(authCalls.mailUnsubscribe, { token });

const allOn = { match: true, digest: true, subscription: true, warning: true };

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(authService, {
    env: {
      ADMIN_PASSWORD: 'admin-password',
      SMTP_URL: mail.smtpUrl,
      MAIL_LINK_SECRET: randomBytes(32).toString('base64url'),
      PORTAL_URL: 'http://portal.test',
    },
  });
  calls = auth.calls;
  internal = testCallClient(auth.infra, 'svc-interest');
  const { user_id } = await calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: user_id, username: 'admin', role: 'A' };
}, 60000);

afterAll(async () => {
  await internal?.close();
  await auth?.stop();
  await mail?.stop();
});

describe('e-mail settings', () => {
  it('has every kind on for a new member', async () => {
    const { caller } = await member('anong');
    expect(await settingsOf(caller)).toEqual({ status: 'OK', result: allOn });
  });

  it('turns the kinds named on or off and keeps the others', async () => {
    const { caller } = await member('bjorn');
    const update = (changes: Partial<typeof allOn>) =>
      calls.call(authCalls.mailSettingsUpdate, { user_id: caller.userId, ...changes }, { caller });
    expect(await update({ digest: false })).toEqual({
      status: 'OK',
      result: { ...allOn, digest: false },
    });
    expect(await update({ match: false, warning: false })).toEqual({
      status: 'OK',
      result: { ...allOn, digest: false, match: false, warning: false },
    });
    expect(await update({ digest: true })).toEqual({
      status: 'OK',
      result: { ...allOn, match: false, warning: false },
    });
    expect(await settingsOf(caller)).toEqual({
      status: 'OK',
      result: { ...allOn, match: false, warning: false },
    });
  });
});

describe('mail recipients', () => {
  it('answers the active members who get the kind, in their language, with a signed token', async () => {
    const english = await member('carl');
    const thai = await member('dao', 'th');
    const { recipients: found } = await recipients([english.userId, thai.userId, 999999], 'match');
    expect(found).toEqual([
      {
        user_id: english.userId,
        username: 'carl',
        email: 'carl@example.com',
        lang: 'en',
        unsubscribe_token: expect.stringMatching(new RegExp(`^${english.userId}\\.match\\.`)),
      },
      {
        user_id: thai.userId,
        username: 'dao',
        email: 'dao@example.com',
        lang: 'th',
        unsubscribe_token: expect.stringMatching(new RegExp(`^${thai.userId}\\.match\\.`)),
      },
    ]);
  });

  it('is refused to the gateway: only the services that mail members may ask', async () => {
    const { userId } = await member('dok');
    expect(
      await serviceFailure(
        calls.call(authCalls.mailRecipients, { user_ids: [userId], kind: 'match' }),
      ),
    ).toEqual({
      code: ErrorCode.Unauthenticated,
      message: Messages.missingToken,
      messageCode: 'missingToken',
    });
  });

  it('leaves out a deactivated member', async () => {
    const { userId } = await member('einar');
    await calls.call(
      authCalls.adminMemberDeactivate,
      { user_id: userId, reason: 'spam' },
      { caller: admin },
    );
    expect(await recipients([userId], 'subscription')).toEqual({ recipients: [] });
  });
});

describe('unsubscribe links', () => {
  it('turn off that kind only, leave the member out of its recipients, and work twice', async () => {
    const { userId, caller } = await member('fon');
    const [recipient] = (await recipients([userId], 'digest')).recipients;
    const token = recipient?.unsubscribe_token ?? '';

    const done = {
      status: 'OK',
      message: mailMessages.unsubscribed,
      code: 'unsubscribed',
      kind: 'digest',
    };
    expect(await unsubscribe(token)).toEqual(done);
    expect(await settingsOf(caller)).toEqual({ status: 'OK', result: { ...allOn, digest: false } });
    expect(await recipients([userId], 'digest')).toEqual({ recipients: [] });
    expect((await recipients([userId], 'match')).recipients).toHaveLength(1);
    expect(await unsubscribe(token)).toEqual(done);
  });

  it('answer 400 for a forged, malformed or unknown token, telling nothing more', async () => {
    const { userId } = await member('gunnar');
    const [recipient] = (await recipients([userId], 'match')).recipients;
    const signature = recipient?.unsubscribe_token?.split('.')[2] ?? '';
    const secret = auth.config.MAIL_LINK_SECRET;
    for (const token of [
      `${userId}.digest.${signature}`,
      `${userId + 1}.match.${signature}`,
      unsubscribeToken('another-secret-of-32-characters-or-more', { userId, kind: 'match' }),
      unsubscribeToken(secret, { userId: 2_000_000_000, kind: 'match' }),
      'not-a-token',
    ]) {
      expect(await serviceFailure(unsubscribe(token))).toEqual({
        code: ErrorCode.BadRequest,
        message: mailMessages.unsubscribeLinkInvalid,
        messageCode: 'unsubscribeLinkInvalid',
      });
    }
    expect((await recipients([userId], 'match')).recipients).toHaveLength(1);
    expect((await recipients([userId], 'digest')).recipients).toHaveLength(1);
  });
});

describe('service mails', () => {
  it('go to a member who turned every kind off, without an unsubscribe token', async () => {
    const { userId, caller } = await member('hanna', 'no');
    await calls.call(
      authCalls.mailSettingsUpdate,
      { user_id: userId, match: false, digest: false, subscription: false, warning: false },
      { caller },
    );
    expect(await recipients([userId], 'warning')).toEqual({ recipients: [] });
    expect(await recipients([userId], 'service')).toEqual({
      recipients: [
        {
          user_id: userId,
          username: 'hanna',
          email: 'hanna@example.com',
          lang: 'no',
          unsubscribe_token: null,
        },
      ],
    });
  });

  it('leave out a deactivated member', async () => {
    const { userId } = await member('ida');
    await calls.call(
      authCalls.adminMemberDeactivate,
      { user_id: userId, reason: 'spam' },
      { caller: admin },
    );
    expect(await recipients([userId], 'service')).toEqual({ recipients: [] });
  });

  it('cannot be turned off, not even by a link signed with the right secret', async () => {
    const { userId } = await member('jonas');
    const signature = createHmac('sha256', auth.config.MAIL_LINK_SECRET)
      .update(`${userId}.service`)
      .digest('base64url');
    expect(await serviceFailure(unsubscribe(`${userId}.service.${signature}`))).toEqual({
      code: ErrorCode.BadRequest,
      message: mailMessages.unsubscribeLinkInvalid,
      messageCode: 'unsubscribeLinkInvalid',
    });
    expect((await recipients([userId], 'service')).recipients).toHaveLength(1);
  });
});
