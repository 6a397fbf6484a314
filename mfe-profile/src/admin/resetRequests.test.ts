import { sentRequest } from './fixtures';
import { canResend, replaceRequest } from './resetRequests';

const request = sentRequest;

describe('reset requests on the admin page', () => {
  it('can be sent again unless the link was used', () => {
    expect(canResend(request)).toBe(true);
    expect(canResend({ ...request, state: 'expired' })).toBe(true);
    expect(canResend({ ...request, state: 'pending' })).toBe(true);
    expect(canResend({ ...request, state: 'used' })).toBe(false);
  });

  it('replace one request by its new state', () => {
    const other = { ...request, request_id: 2 };
    const resent = { ...request, state: 'pending' as const };
    expect(replaceRequest([request, other], resent)).toEqual([resent, other]);
  });
});
