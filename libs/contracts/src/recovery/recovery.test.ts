import { routes } from '../calls';
import { firstIssue } from '../validation';
import { editPasswordSchema, resetRequestSchema, resetTokenSchema } from './requests';

const messageOf = (
  schema: typeof resetRequestSchema | typeof resetTokenSchema | typeof editPasswordSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssue(result.error).message;
};

describe('recovery requests', () => {
  it("ask for the email with SPEC.md's words, then for a valid one", () => {
    expect(messageOf(resetRequestSchema, {})).toBe('Please fill in your Email');
    expect(messageOf(resetRequestSchema, { email: '  ' })).toBe('Please fill in your Email');
    expect(messageOf(resetRequestSchema, { email: 'malee' })).toBe(
      'Please enter a valid email address',
    );
    expect(resetRequestSchema.parse({ email: ' malee@example.com ', status: 'N' }).email).toBe(
      'malee@example.com',
    );
  });

  it('call a missing token invalid, as SPEC.md words it', () => {
    const invalid = 'The token provided is either invalid or has expired.';
    expect(messageOf(resetTokenSchema, {})).toBe(invalid);
    expect(messageOf(resetTokenSchema, { token: '' })).toBe(invalid);
    expect(messageOf(editPasswordSchema, { password: 'long enough' })).toBe(invalid);
    expect(messageOf(editPasswordSchema, { token: 'x', password: 'short' })).toBe(
      'Password must be at least 10 characters',
    );
  });

  it('limit the public paths per client and keep the list and resend to admins', () => {
    const route = (path: string) => routes.find((candidate) => candidate.http.path === path);
    for (const path of [
      '/api/update-change-password',
      '/api/reset-password/authen',
      '/api/edit-password',
    ]) {
      expect(route(path)).toMatchObject({ http: { method: 'POST' }, access: 'visitor' });
      expect(route(path)?.http.ratePerMinute).toBeGreaterThan(0);
    }
    expect(route('/api/get-reset-requests')?.access).toBe('admin');
    expect(route('/api/resend-reset-link')?.access).toBe('admin');
  });
});
