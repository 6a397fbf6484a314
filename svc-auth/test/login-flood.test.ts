import { authCalls, ErrorCode, Messages } from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { authService } from '../src/service';

// Issue 27, item 4: a flood of logins with made-up usernames once burnt a full argon2 hash
// each, and the members logging in behind it waited until their requests timed out.

const password = 'a long enough password';
let auth: ServiceUnderTest<AuthConfig>;

beforeAll(async () => {
  auth = await startServiceUnderTest(authService, { env: { ADMIN_PASSWORD: 'admin-password' } });
  await auth.calls.call(authCalls.userCreate, {
    email: 'bystander@example.com',
    username: 'bystander',
    password,
  });
}, 120_000);

afterAll(() => auth?.stop());

describe('a flood of logins with unknown usernames', () => {
  it("does not make a known member's login fail, and answers every guess as a wrong password", async () => {
    const flood = Array.from({ length: 400 }, (_, i) =>
      serviceFailure(
        auth.calls.call(authCalls.login, { username: `made-up-${i}`, password: `guess ${i}` }),
      ),
    );
    // The member asks while the whole flood waits for its answers (5 s until a request fails).
    const member = await auth.calls.call(authCalls.login, { username: 'bystander', password });
    expect(member).toMatchObject({ status: 'OK', role: 'U' });

    const answers = await Promise.all(flood);
    expect(answers.filter((answer) => answer.code !== ErrorCode.Unauthenticated)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.message))).toEqual(
      new Set([Messages.invalidCredentials]),
    );
  });
});
