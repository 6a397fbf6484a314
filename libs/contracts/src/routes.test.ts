import { ErrorCode, httpStatusOf } from './errors';
import { routes } from './routes';
import { Subjects } from './subjects';
import { createUserLoginSchema, loginSchema } from './auth';
import { firstIssueMessage } from './validation';

const allSubjects = new Set<string>(
  Object.values(Subjects).flatMap((group) => Object.values(group)),
);

describe('the route table', () => {
  it('maps each method and path once, to a subject that exists', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(allSubjects.has(route.subject)).toBe(true);
    }
  });

  it('limits the rate of login and registration', () => {
    const limited = routes.filter((route) => route.ratePerMinute).map((route) => route.path);
    expect(limited).toEqual(expect.arrayContaining(['/api/user/login', '/api/create-user-login']));
  });

  it('names subjects <service>.<noun>.<verb>', () => {
    for (const subject of allSubjects)
      expect(subject).toMatch(/^(auth|profile|interest|billing)\.[a-z-]+(\.[a-z-]+)?$/);
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
    return result.success ? null : firstIssueMessage(result.error);
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
