import type { z } from 'zod';
import { firstIssue } from '../validation';
import { loginSchema } from './requests';

const messageOf = (error: z.ZodError | undefined) => error && firstIssue(error).message;

describe("svc-auth's login", () => {
  it('take an optional, bounded device id and code with the login', () => {
    const login = { username: 'malee', password: 'secret' };
    expect(loginSchema.safeParse(login).success).toBe(true);
    expect(
      loginSchema.safeParse({ ...login, device_id: 'aB3_-aB3_-aB3_-aB3_-aB', code: '123 456' })
        .success,
    ).toBe(true);
    for (const device_id of ['short', 'x'.repeat(65), 'has spaces in it, sixteen+', ''])
      expect(messageOf(loginSchema.safeParse({ ...login, device_id }).error)).toBe(
        'This browser sent a device id that is not valid. Reload the page and try again.',
      );
    expect(loginSchema.safeParse({ ...login, code: '1'.repeat(21) }).success).toBe(false);
  });
});
