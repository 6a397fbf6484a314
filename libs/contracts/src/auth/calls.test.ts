import { isRoute, type CallDefinition } from '../call';
import { authCalls } from './calls';
import { loginSchema } from './requests';

describe("svc-auth's routes", () => {
  const calls: CallDefinition[] = Object.values(authCalls);
  const routes = calls.filter(isRoute);

  it('limit every write per minute, at a pace a person keeps, and leave reads alone', () => {
    for (const route of routes) {
      const limit = route.http.ratePerMinute;
      if (route.reads) expect([route.http.path, limit]).toEqual([route.http.path, undefined]);
      else expect([route.http.path, limit]).toEqual([route.http.path, expect.any(Number)]);
      if (limit !== undefined) expect(limit).toBeLessThanOrEqual(60);
    }
  });

  it('take an optional, bounded device id and code with the login', () => {
    const login = { username: 'malee', password: 'secret' };
    expect(loginSchema.safeParse(login).success).toBe(true);
    expect(
      loginSchema.safeParse({ ...login, device_id: 'aB3_-aB3_-aB3_-aB3_-aB', code: '123 456' })
        .success,
    ).toBe(true);
    for (const device_id of ['short', 'x'.repeat(65), 'has spaces in it, sixteen+', ''])
      expect(loginSchema.safeParse({ ...login, device_id }).error?.issues[0]?.message).toBe(
        'This browser sent a device id that is not valid. Reload the page and try again.',
      );
    expect(loginSchema.safeParse({ ...login, code: '1'.repeat(21) }).success).toBe(false);
  });
});
