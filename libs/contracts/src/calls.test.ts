import { ErrorCode, httpStatusOf } from './errors';
import { allCalls, routes } from './calls';
import { ownerOf } from './call';
import { Subjects } from './subjects';
import { createUserLoginSchema, loginSchema } from './auth';
import { firstIssue } from './validation';

describe('the call declarations', () => {
  it('give each subject one call, and each method and path one route', () => {
    const subjects = allCalls.map((call) => call.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    const keys = routes.map((route) => `${route.http.method} ${route.http.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name subjects <service>.<noun>.<verb>, answered by the service they name', () => {
    const events = Object.values(Subjects).flatMap((group) => Object.values(group));
    for (const subject of [...allCalls.map((call) => call.subject), ...events])
      expect(subject).toMatch(/^(auth|profile|interest|billing)\.[a-z-]+(\.[a-z-]+)?$/);
    for (const call of allCalls) expect(ownerOf(call)).toMatch(/^svc-/);
  });

  it('keep internal calls off HTTP and name who may make them', () => {
    for (const call of allCalls) {
      if (call.access === 'internal') {
        expect(call.http).toBeUndefined();
        expect(call.callers?.length).toBeGreaterThan(0);
      } else expect(call.callers).toBeUndefined();
    }
  });

  it('limit the rate of every route that changes something, and of login and registration', () => {
    const unlimitedWrites = routes
      .filter((route) => !route.reads && !route.http.ratePerMinute)
      .map((route) => route.http.path);
    expect(unlimitedWrites).toEqual([]);
    const limited = routes
      .filter((route) => route.http.ratePerMinute)
      .map((route) => route.http.path);
    expect(limited).toEqual(expect.arrayContaining(['/api/user/login', '/api/create-user-login']));
  });

  it('ask a confirmed e-mail before a member reaches out, reports, blocks, pays or is verified', () => {
    const confirmed = routes
      .filter((route) => route.confirmedEmail)
      .map((route) => route.http.path);
    expect(confirmed).toEqual(
      expect.arrayContaining([
        '/api/create-interest',
        '/api/send-message',
        '/api/report-member',
        '/api/block-member',
        '/api/create-purchase-order',
        '/api/verification/start',
        '/api/verification/submit',
      ]),
    );
  });
});

describe('error codes', () => {
  it('map to honest HTTP statuses', () => {
    expect(Object.values(ErrorCode).map(httpStatusOf)).toEqual([
      400, 401, 403, 404, 409, 413, 415, 429, 503, 500,
    ]);
  });
});

describe('validation messages', () => {
  const messageOf = (schema: typeof loginSchema | typeof createUserLoginSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : firstIssue(result.error).message;
  };

  it("keeps SPEC.md's messages as written, in the form's order", () => {
    expect(messageOf(loginSchema, { username: '  ', password: 'x' })).toBe(
      'Please fill in Username or Password',
    );
    expect(messageOf(createUserLoginSchema, { username: 'x' })).toBe('Please fill in Email');
    expect(messageOf(createUserLoginSchema, { email: 'a@b.co', password: 'x' })).toBe(
      'Please fill in Username',
    );
    expect(messageOf(createUserLoginSchema, { email: 'a@b.co', username: 'abc' })).toBe(
      'Please fill in Password',
    );
  });

  it("names the field in zod's own messages", () => {
    expect(
      messageOf(createUserLoginSchema, {
        email: 'a@b.co',
        username: 'abc',
        password: 'long enough',
        role: 5,
      }),
    ).toMatch(/^role: /);
  });
});
