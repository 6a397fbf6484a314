import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import {
  adminActionEvent,
  authCalls,
  ErrorCode,
  memberStatusEvent,
  profileCalls,
  Messages,
  type Caller,
  type EventPayload,
} from '@dating/contracts';
import { type CallClient } from '@dating/server';
import {
  natsConnection,
  outboxDrained,
  publishedEvents,
  serviceFailure,
  startMailCatcher,
  startServiceUnderTest,
  storedUpload,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import { type AuthConfig } from '../src/config';
import { authService } from '../src/service';

let auth: ServiceUnderTest<AuthConfig>;
let profile: ServiceUnderTest<ProfileConfig>;
let calls: CallClient;
let mail: MailCatcher;
let admin: Caller;
const password = 'correct horse battery';

async function member(username: string): Promise<{ userId: number; caller: Caller }> {
  const { user_id } = await calls.call(authCalls.userCreate, {
    email: `${username}@example.com`,
    username,
    password,
  });
  return { userId: user_id, caller: { userId: user_id, username, role: 'U' } };
}

const login = (username: string, secret = password) =>
  calls.call(authCalls.login, { username, password: secret });

async function until<Value>(read: () => Promise<Value>, done: (value: Value) => boolean) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const auditOf = (targetUserId: number) =>
  calls.call(authCalls.auditList, { target_user_id: targetUserId, page: 1 }, { caller: admin });

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(authService, {
    env: { ADMIN_PASSWORD: 'admin-password', SMTP_URL: mail.smtpUrl },
  });
  calls = auth.calls;
  profile = await startServiceUnderTest(profileService, {
    infra: auth.infra,
    env: { SMTP_URL: mail.smtpUrl },
  });
  const adminLogin = await login('admin', 'admin-password');
  admin = { userId: adminLogin.user_id, username: 'admin', role: 'A' };
}, 60000);

afterAll(async () => {
  await profile?.stop();
  await auth?.stop();
  await mail?.stop();
});

describe('deactivation', () => {
  it('ends the sessions at once, refuses login with the reason, and reactivation restores it', async () => {
    const { userId } = await member('ploy');
    const { token } = await login('ploy');
    const issuedAt = Number(decodeJwt(token).iat);
    const check = () => calls.call(authCalls.sessionCheck, { userId, issuedAt });
    expect(await check()).toMatchObject({ valid: true });

    const reason = 'asked members for money';
    await calls.call(
      authCalls.adminMemberDeactivate,
      { user_id: userId, reason },
      { caller: admin },
    );
    expect(await check()).toMatchObject({ valid: false });
    expect(await serviceFailure(login('ploy'))).toEqual({
      code: ErrorCode.Forbidden,
      message: `Your account has been deactivated: ${reason}. Contact us if you think this is a mistake.`,
      messageCode: 'accountDeactivatedFor',
      messageParams: { reason },
    });
    expect(await serviceFailure(login('ploy', 'a wrong password!'))).toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    expect(
      await calls.call(authCalls.adminMemberGet, { user_id: userId }, { caller: admin }),
    ).toMatchObject({ active: false, deactivation_reason: reason });

    await calls.call(authCalls.adminMemberReactivate, { user_id: userId }, { caller: admin });
    expect(await login('ploy')).toMatchObject({ status: 'OK', user_id: userId });
    const got = await calls.call(authCalls.adminMemberGet, { user_id: userId }, { caller: admin });
    expect(got).toMatchObject({ active: true, deactivation_reason: null });
    expect(got.last_login_at).not.toBeNull();

    const audit = await until(
      () => auditOf(userId),
      (result) => result.total === 2,
    );
    expect(audit.rows.map((row) => [row.action, row.actor_username, row.reason])).toEqual([
      ['member.reactivate', 'admin', null],
      ['member.deactivate', 'admin', reason],
    ]);
    const statusesOf = async () =>
      (await publishedEvents(auth.infra, memberStatusEvent)).filter(
        (event) => event.user_id === userId,
      );
    const statuses = await until(statusesOf, (events) => events.length === 2);
    expect(statuses.map((event) => [event.active, event.reason])).toEqual([
      [false, reason],
      [true, null],
    ]);
  });

  it('is for administrators only, and never of an administrator', async () => {
    const { userId, caller } = await member('lek');
    // The gateway answers a member 403; without an admin's assertion the service refuses too.
    expect(
      await serviceFailure(
        calls.call(authCalls.adminMemberDeactivate, { user_id: userId, reason: 'x' }, { caller }),
      ),
    ).toEqual({
      code: ErrorCode.Unauthenticated,
      message: Messages.missingToken,
      messageCode: 'missingToken',
    });
    expect(await login('lek')).toMatchObject({ status: 'OK' });
    expect(
      await serviceFailure(
        calls.call(
          authCalls.adminMemberDeactivate,
          { user_id: admin.userId, reason: 'x' },
          { caller: admin },
        ),
      ),
    ).toEqual({
      code: ErrorCode.Forbidden,
      message: Messages.cannotDeactivateAdmin,
      messageCode: 'cannotDeactivateAdmin',
    });
  });
});

describe('member search', () => {
  it('finds by part of the username or e-mail, by exact id, and by profile name', async () => {
    const { userId, caller } = await member('kanokwan');
    await profile.calls.call(
      profileCalls.userInfoSave,
      {
        user_id: userId,
        name: 'Dao Srisuk',
        gender: 'F',
        birthdate: '1995-04-12',
        country: 'Thailand',
      },
      { caller },
    );
    const search = async (query: string) =>
      (
        await calls.call(authCalls.adminMembersSearch, { query, page: 1 }, { caller: admin })
      ).members.map((row) => [row.user_id, row.name]);
    const found = [[userId, 'Dao Srisuk']];
    expect(await search('srisuk')).toEqual(found);
    expect(await search('NOKWA')).toEqual([[userId, null]]);
    expect(await search('kanokwan@example')).toEqual([[userId, null]]);
    expect(await search(String(userId))).toContainEqual([userId, null]);
    expect(await search('nobody-like-this')).toEqual([]);
  });
});

describe('reset link', () => {
  it('mails the member a reset link and audits it', async () => {
    const { userId } = await member('wan');
    await calls.call(authCalls.adminMemberResetLink, { user_id: userId }, { caller: admin });
    await mail.waitFor((caught) => caught.To.some((to) => to.Address === 'wan@example.com'));
    const audit = await until(
      () => auditOf(userId),
      (result) => result.total === 1,
    );
    expect(audit.rows[0]).toMatchObject({ action: 'member.reset-link', target_user_id: userId });
  });
});

describe("svc-profile's moderation mails", () => {
  /** A member with a profile name and a photo in slot 1. */
  async function withPhoto(username: string) {
    const joined = await member(username);
    const as = { caller: joined.caller };
    await profile.calls.call(
      profileCalls.userInfoSave,
      {
        user_id: joined.userId,
        name: username.toUpperCase(),
        gender: 'F',
        birthdate: '1995-04-12',
        country: 'Norway',
      },
      as,
    );
    const img_file = await storedUpload(profile.config, joined.userId);
    await profile.calls.call(
      profileCalls.photoSave,
      { user_id: joined.userId, img_seq: 1, img_file },
      as,
    );
    return joined;
  }
  const removePhoto = (userId: number, reason: string) =>
    profile.calls.call(
      profileCalls.adminPhotoRemove,
      { user_id: userId, slot: 1, reason },
      { caller: admin },
    );
  const mailsTo = (username: string) =>
    mail
      .messages()
      .filter((sent) => sent.To.some((to) => to.Address === `${username}@example.com`));

  it('tell a member who turned every kind of mail off why a photo was removed, in their language', async () => {
    const { userId, caller } = await withPhoto('sigrid');
    await calls.call(authCalls.login, { username: 'sigrid', password }, { lang: 'no' });
    await calls.call(
      authCalls.mailSettingsUpdate,
      { user_id: userId, match: false, digest: false, subscription: false, warning: false },
      { caller },
    );
    await removePhoto(userId, 'not a photo of you');
    const caught = await mail.waitFor((sent) =>
      sent.To.some((to) => to.Address === 'sigrid@example.com'),
    );
    expect(caught.Subject).toContain('Et bilde av deg ble fjernet');
    expect(caught.Text).toContain('Hei SIGRID,');
    expect(caught.Text).toContain('Begrunnelse: not a photo of you');
    expect(caught.ListUnsubscribe.Header).toBe('');
    await outboxDrained(profile);
    expect(mailsTo('sigrid')).toHaveLength(1);
  });

  it('are not sent to a deactivated member', async () => {
    const { userId } = await withPhoto('tor');
    await calls.call(
      authCalls.adminMemberDeactivate,
      { user_id: userId, reason: 'spam' },
      { caller: admin },
    );
    await removePhoto(userId, 'not a photo of you');
    await outboxDrained(profile);
    expect(mailsTo('tor')).toEqual([]);
  });

  it('wait while svc-auth is down when the photo is removed, and go out once it is back', async () => {
    const { userId } = await withPhoto('ulla');
    await auth.restart(async () => {
      await removePhoto(userId, 'blurry');
      await until(
        () =>
          profile.database.query<{ attempts: number }>(
            "SELECT attempts FROM outbox WHERE kind = 'mail'",
          ),
        (rows) => rows.some((row) => row.attempts > 0),
      );
    });
    const caught = await mail.waitFor(
      (sent) => sent.To.some((to) => to.Address === 'ulla@example.com'),
      20_000,
    );
    expect(caught.Subject).toContain('A photo of yours was removed');
    expect(caught.Text).toContain('The reason: blurry');
    await outboxDrained(profile);
    expect(mailsTo('ulla')).toHaveLength(1);
  });
});

describe('audit log', () => {
  const entry = (targetUserId: number): EventPayload<typeof adminActionEvent> => ({
    id: randomUUID(),
    actor_user_id: admin.userId,
    action: 'report.dismiss',
    target_user_id: targetUserId,
    object: 'report:1',
    reason: null,
    at: new Date().toISOString(),
  });

  it('stores a redelivered event once', async () => {
    const nc = await connect(natsConnection(auth.infra, 'svc-billing'));
    try {
      const js = jetstream(nc);
      const twice = entry(900001);
      // Different msgIDs get past the stream's dedupe, as a redelivery would.
      for (const msgID of ['first', 'second'])
        await js.publish(adminActionEvent.subject, JSON.stringify(twice), { msgID });
      await js.publish(adminActionEvent.subject, JSON.stringify(entry(900002)), {
        msgID: 'after',
      });
    } finally {
      await nc.close();
    }
    await until(
      () => auditOf(900002),
      (result) => result.total === 1,
    );
    expect((await auditOf(900001)).total).toBe(1);
  });

  it("cannot be changed or emptied by the service's own role", async () => {
    const client = new pg.Client({
      connectionString: `${auth.database.serviceUrl.replace(/\/$/, '')}/${auth.database.name}`,
    });
    await client.connect();
    try {
      await expect(client.query('UPDATE admin_audit SET reason = $1', ['changed'])).rejects.toThrow(
        /permission denied/,
      );
      await expect(client.query('DELETE FROM admin_audit')).rejects.toThrow(/permission denied/);
      await expect(client.query('SELECT count(*) FROM admin_audit')).resolves.toBeDefined();
    } finally {
      await client.end();
    }
  });
});
