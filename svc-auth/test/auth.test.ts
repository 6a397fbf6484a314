import { createLocalJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import {
  authCalls,
  ErrorCode,
  Messages,
  Subjects,
  tokenIssuer,
  type Caller,
  type CreateUserLoginResult,
  type ServiceHealth,
} from '@dating/contracts';
import { type CallClient } from '@dating/server';
import {
  serviceFailure,
  startServiceUnderTest,
  testCallClient,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { authService } from '../src/service';

let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;

const account = {
  email: 'Malee@example.com',
  username: 'malee',
  password: 'correct horse battery',
};
const failure = serviceFailure;

const query = <Row extends object>(sql: string, params: unknown[] = []) =>
  auth.database.query<Row>(sql, params);

beforeAll(async () => {
  auth = await startServiceUnderTest(authService, { env: { ADMIN_PASSWORD: 'admin-password' } });
  calls = auth.calls;
});

afterAll(() => auth?.stop());

describe('create-user-login and user/login over NATS', () => {
  let created: CreateUserLoginResult;
  const malee = (): Caller => ({ userId: created.user_id, username: 'malee', role: 'U' });

  it('creates a member account and logs in with it', async () => {
    created = await calls.call(authCalls.userCreate, {
      ...account,
      role: 'A',
      create_user: 'someone else',
    });
    expect(created).toEqual({
      status: 'OK',
      message: Messages.accountCreated,
      code: 'accountCreated',
      user_id: created.user_id,
    });
    expect(created.user_id).toBeGreaterThan(0);

    const login = await calls.call(authCalls.login, {
      username: 'MALEE',
      password: account.password,
    });
    expect(login).toMatchObject({ status: 'OK', user_id: created.user_id, role: 'U' });

    const { keys } = await calls.call(authCalls.keysGet, {});
    const { payload } = await jwtVerify(login.token, createLocalJWKSet({ keys }), {
      issuer: tokenIssuer,
    });
    expect(payload).toMatchObject({ sub: String(created.user_id), username: 'malee', role: 'U' });
  });

  it('stores the password as argon2id with at least m=19456 KiB and t=2, never in clear', async () => {
    const rows = await query<{
      password_hash: string;
      role: string;
      active_flag: string;
      create_user: string;
    }>('SELECT password_hash, role, active_flag, create_user FROM user_login WHERE username = $1', [
      account.username,
    ]);
    const params = /^\$argon2id\$v=19\$m=(\d+),p=\d+,t=(\d+)\$/.exec(rows[0]?.password_hash ?? '');
    expect(Number(params?.[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(params?.[2])).toBeGreaterThanOrEqual(2);
    expect(rows[0]?.password_hash).not.toContain(account.password);
    expect(rows[0]).toMatchObject({ role: 'U', active_flag: 'Y', create_user: 'malee' });
  });

  it('refuses a duplicate username or email, whatever the case, with a clear message', async () => {
    expect(
      await failure(
        calls.call(authCalls.userCreate, {
          ...account,
          email: 'other@example.com',
          username: 'Malee',
        }),
      ),
    ).toEqual({
      code: ErrorCode.Conflict,
      message: Messages.usernameTaken,
      messageCode: 'usernameTaken',
    });
    expect(
      await failure(
        calls.call(authCalls.userCreate, {
          ...account,
          username: 'malee2',
          email: 'MALEE@example.com',
        }),
      ),
    ).toEqual({
      code: ErrorCode.Conflict,
      message: Messages.emailTaken,
      messageCode: 'emailTaken',
    });
  });

  it('checks the account form in SPEC.md order', async () => {
    const attempt = (body: object) => failure(calls.relay(authCalls.userCreate, body));
    expect((await attempt({})).message).toBe('Please fill in Email');
    expect((await attempt({ email: 'a@b.co' })).message).toBe('Please fill in Username');
    expect((await attempt({ email: 'a@b.co', username: 'abc' })).message).toBe(
      'Please fill in Password',
    );
    expect((await attempt({ email: 'not-an-email', username: 'abc', password: 'x' })).code).toBe(
      ErrorCode.BadRequest,
    );
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await failure(
      calls.call(authCalls.login, { username: 'malee', password: 'wrong password' }),
    );
    const unknown = await failure(
      calls.call(authCalls.login, { username: 'nobody', password: 'wrong password' }),
    );
    expect(wrong).toEqual({
      code: ErrorCode.Unauthenticated,
      message: Messages.invalidCredentials,
      messageCode: 'invalidCredentials',
    });
    expect(unknown).toEqual(wrong);
  });

  it("asks for both fields with SPEC.md's message", async () => {
    expect(await failure(calls.call(authCalls.login, { username: '', password: 'x' }))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.loginRequired,
      messageCode: 'loginRequired',
    });
    expect((await failure(calls.relay(authCalls.login, { username: 'malee' }))).message).toBe(
      Messages.loginRequired,
    );
  });

  it('finds a user by username', async () => {
    const found = await calls.call(
      authCalls.userByUsername,
      { username: 'malee' },
      { caller: malee() },
    );
    expect(found).toEqual({
      status: 'OK',
      user: [{ user_id: created.user_id, username: 'malee' }],
    });
    expect(
      (
        await failure(
          calls.call(authCalls.userByUsername, { username: 'nobody' }, { caller: malee() }),
        )
      ).code,
    ).toBe(ErrorCode.NotFound);
  });

  it("answers authen from the verified caller, with the account's e-mail", async () => {
    expect(await calls.call(authCalls.sessionGet, { name: 'x' }, { caller: malee() })).toEqual({
      status: 'OK',
      decoded: { username: 'malee', user_id: created.user_id, role: 'U' },
      email: 'Malee@example.com',
      email_confirmed: true,
      pending_email: null,
    });
    expect((await failure(calls.call(authCalls.sessionGet, {}))).code).toBe(
      ErrorCode.Unauthenticated,
    );
  });

  it('invalidates sessions issued before a credential change and for deactivated users', async () => {
    const now = Math.floor(Date.now() / 1000);
    const check = (issuedAt: number) =>
      calls.call(authCalls.sessionCheck, { userId: created.user_id, issuedAt });
    expect(await check(now)).toMatchObject({ valid: true });

    await query(
      "UPDATE user_login SET tokens_valid_after = now() + interval '1 minute' WHERE user_id = $1",
      [created.user_id],
    );
    expect(await check(now)).toMatchObject({ valid: false });
    await query(
      "UPDATE user_login SET tokens_valid_after = NULL, active_flag = 'N' WHERE user_id = $1",
      [created.user_id],
    );
    expect(await check(now)).toMatchObject({ valid: false });
    expect(
      await failure(calls.call(authCalls.login, { username: 'malee', password: account.password })),
    ).toEqual({
      code: ErrorCode.Forbidden,
      message: Messages.accountDeactivated,
      messageCode: 'accountDeactivated',
    });
  });

  it('seeds the admin, who logs in with role A', async () => {
    const login = await calls.call(authCalls.login, {
      username: 'admin',
      password: 'admin-password',
    });
    expect(login.role).toBe('A');
  });

  it('reports its health with its database', async () => {
    expect(await auth.client.send<ServiceHealth>(Subjects.auth.health, {})).toEqual({
      service: 'auth',
      status: 'up',
      database: 'up',
    });
  });
});

describe('auth.users.get over NATS', () => {
  let billing: ReturnType<typeof testCallClient>;

  beforeAll(() => {
    billing = testCallClient(auth.infra, 'svc-billing');
  });

  afterAll(() => billing?.close());

  it('answers the accounts asked for by id, with their e-mail, whether they are active and confirmed, and when they were made', async () => {
    const create = (username: string) =>
      calls.call(authCalls.userCreate, {
        email: `${username}@example.com`,
        username,
        password: 'a long enough password',
      });
    const first = await create('lookup-one');
    const second = await create('lookup-two');
    await query(
      `UPDATE user_login
          SET active_flag = 'N', email_confirmed_at = NULL,
              create_datetime = '2025-01-02T03:04:05.678Z'
        WHERE user_id = $1`,
      [second.user_id],
    );
    const [made] = await query<{ create_datetime: Date }>(
      'SELECT create_datetime FROM user_login WHERE user_id = $1',
      [first.user_id],
    );
    const unknown = second.user_id + 1000;

    const answer = await billing.calls.call(authCalls.usersGet, {
      user_ids: [second.user_id, unknown, first.user_id],
    });
    expect(answer.users).toHaveLength(2);
    expect(answer.users).toEqual(
      expect.arrayContaining([
        {
          user_id: first.user_id,
          username: 'lookup-one',
          email: 'lookup-one@example.com',
          active: true,
          created_at: made?.create_datetime.toISOString(),
          email_confirmed: true,
        },
        {
          user_id: second.user_id,
          username: 'lookup-two',
          email: 'lookup-two@example.com',
          active: false,
          created_at: '2025-01-02T03:04:05.678Z',
          email_confirmed: false,
        },
      ]),
    );
  });

  it('answers all the ids in one statement', async () => {
    const made = await Promise.all(
      ['lookup-batch-a', 'lookup-batch-b', 'lookup-batch-c'].map((username) =>
        calls.call(authCalls.userCreate, {
          email: `${username}@example.com`,
          username,
          password: 'a long enough password',
        }),
      ),
    );
    const ids = made.map((one) => one.user_id).sort((a, b) => a - b);
    const queries = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const { users } = await billing.calls.call(authCalls.usersGet, { user_ids: ids });
      expect(users.map((user) => user.user_id)).toEqual(ids);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('refuses an empty list, ids that are not ids, and more than 500 at once', async () => {
    for (const user_ids of [
      [],
      ['1; DROP TABLE user_login'],
      [0],
      Array.from({ length: 501 }, (_, i) => i + 1),
    ]) {
      expect((await failure(billing.calls.relay(authCalls.usersGet, { user_ids }))).code).toBe(
        ErrorCode.BadRequest,
      );
    }
    expect((await failure(billing.calls.relay(authCalls.usersGet, {}))).code).toBe(
      ErrorCode.BadRequest,
    );
  });
});
