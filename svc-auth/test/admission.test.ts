import {
  authCalls,
  ErrorCode,
  Messages,
  recoveryCalls,
  type CallDefinition,
  type Caller,
} from '@dating/contracts';
import { signAssertion, type BusIdentity } from '@dating/server';
import {
  impostorOf,
  serviceFailure,
  startMailCatcher,
  startServiceUnderTest,
  testBusIdentity,
  testCallClient,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { authService } from '../src/service';

// Every call reaches svc-auth's handlers only with a valid assertion from a deployable allowed
// to make it: anything else is refused as unproven, and nothing changes.

let auth: ServiceUnderTest<AuthConfig>;
let mail: MailCatcher;
let admin: Caller;

const refused = {
  code: ErrorCode.Unauthenticated,
  message: Messages.missingToken,
  messageCode: 'missingToken',
};
const intruder = {
  email: 'intruder@example.com',
  username: 'intruder',
  password: 'a long password',
};

function sealed(as: BusIdentity, subject: string, body: unknown, caller: Caller | null = null) {
  return signAssertion(as, { sub: subject, body, caller }, Date.now());
}

/** Puts a message on a call's subject as it is, without sealing it the proper way. */
const sendRaw = (call: CallDefinition, message: unknown) =>
  serviceFailure(auth.client.send(call.subject, message));

const accountsNamed = async (username: string) =>
  auth.database.query<{ user_id: number }>('SELECT user_id FROM user_login WHERE username = $1', [
    username,
  ]);

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(authService, {
    env: { ADMIN_PASSWORD: 'admin-password', SMTP_URL: mail.smtpUrl },
  });
  const login = await auth.calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: login.user_id, username: 'admin', role: 'A' };
});

afterAll(async () => {
  await auth?.stop();
  await mail?.stop();
});

describe('a call without valid proof', () => {
  it('is refused with no assertion, even one naming an admin caller the old way', async () => {
    expect(await sendRaw(authCalls.userCreate, { lang: 'en', body: intruder })).toEqual(refused);
    expect(await sendRaw(authCalls.userCreate, { body: intruder, caller: admin })).toEqual(refused);
    expect(await sendRaw(authCalls.userCreate, intruder)).toEqual(refused);
    expect(await accountsNamed(intruder.username)).toEqual([]);
  });

  it('is refused when sealed with a key svc-auth does not trust', async () => {
    const assertion = sealed(impostorOf('gateway'), authCalls.userCreate.subject, intruder);
    expect(await sendRaw(authCalls.userCreate, { assertion, lang: 'en', body: intruder })).toEqual(
      refused,
    );
    expect(await accountsNamed(intruder.username)).toEqual([]);
  });

  it("is refused with the gateway's valid assertion for another subject", async () => {
    const assertion = sealed(testBusIdentity('gateway'), authCalls.userRegister.subject, intruder);
    expect(await sendRaw(authCalls.userCreate, { assertion, lang: 'en', body: intruder })).toEqual(
      refused,
    );
    expect(await accountsNamed(intruder.username)).toEqual([]);
  });

  it("is refused with the gateway's valid assertion for another body", async () => {
    const harmless = { ...intruder, username: 'harmless', email: 'harmless@example.com' };
    const assertion = sealed(testBusIdentity('gateway'), authCalls.userCreate.subject, harmless);
    expect(await sendRaw(authCalls.userCreate, { assertion, lang: 'en', body: intruder })).toEqual(
      refused,
    );
    expect(await accountsNamed(intruder.username)).toEqual([]);
    expect(await accountsNamed(harmless.username)).toEqual([]);
  });
});

describe("an admin's call", () => {
  it('is refused when the gateway signs it for a member, and the reset request stays as it was', async () => {
    const member = await auth.calls.call(authCalls.userCreate, {
      email: 'nida@example.com',
      username: 'nida',
      password: 'the first password',
    });
    await auth.calls.call(recoveryCalls.resetRequest, { email: 'nida@example.com' });
    await mail.waitFor((caught) => caught.To.some((to) => to.Address === 'nida@example.com'));
    const [request] = (
      await auth.calls.call(recoveryCalls.resetRequestsList, {}, { caller: admin })
    ).requests;
    const rowsBefore = await auth.database.query(
      'SELECT * FROM password_reset_request WHERE user_id = $1',
      [member.user_id],
    );

    const caller: Caller = { userId: member.user_id, username: 'nida', role: 'U' };
    const resend = { request_id: request?.request_id ?? 0 };
    expect(
      await serviceFailure(auth.calls.call(recoveryCalls.resetLinkResend, resend, { caller })),
    ).toEqual(refused);

    const profile = testCallClient(auth.infra, 'svc-profile');
    try {
      expect(
        await serviceFailure(
          profile.calls.call(recoveryCalls.resetLinkResend, resend, { caller: admin }),
        ),
      ).toEqual(refused);
    } finally {
      await profile.close();
    }

    expect(
      await auth.database.query('SELECT * FROM password_reset_request WHERE user_id = $1', [
        member.user_id,
      ]),
    ).toEqual(rowsBefore);
    expect(
      mail.messages().filter((caught) => caught.To.some((to) => to.Address === 'nida@example.com')),
    ).toHaveLength(1);
  });
});

describe('an internal call', () => {
  it('is refused from a deployable its declaration does not name', async () => {
    const profile = testCallClient(auth.infra, 'svc-profile');
    try {
      expect(await serviceFailure(profile.calls.call(authCalls.userCreate, intruder))).toEqual(
        refused,
      );
      expect(await serviceFailure(profile.calls.call(authCalls.keysGet, {}))).toEqual(refused);
      expect(
        await serviceFailure(
          profile.calls.call(authCalls.sessionCheck, { userId: admin.userId, issuedAt: 0 }),
        ),
      ).toEqual(refused);
    } finally {
      await profile.close();
    }
    expect(await accountsNamed(intruder.username)).toEqual([]);
    expect(
      await serviceFailure(auth.calls.call(authCalls.usersGet, { user_ids: [admin.userId] })),
    ).toEqual(refused);
  });

  it('is answered for a deployable its declaration names', async () => {
    const billing = testCallClient(auth.infra, 'svc-billing');
    try {
      const { users } = await billing.calls.call(authCalls.usersGet, { user_ids: [admin.userId] });
      expect(users.map((user) => user.username)).toEqual(['admin']);
    } finally {
      await billing.close();
    }
  });
});
