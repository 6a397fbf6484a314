import { formatDateTime } from './format';
import { canResend, replaceRequest } from './resetRequests';
import { sentRequest } from './testing';

const request = sentRequest;

describe('reset requests on the admin page', () => {
  it('can be sent again unless the link was used', () => {
    expect(canResend(request)).toBe(true);
    expect(canResend({ ...request, state: 'expired' })).toBe(true);
    expect(canResend({ ...request, state: 'pending' })).toBe(true);
    expect(canResend({ ...request, state: 'used' })).toBe(false);
  });

  it('show times as day/month/year hour:minute, Buddhist era in Thai', () => {
    const iso = '2026-03-01T10:05:00.000Z';
    const local = new Date(iso);
    const two = (value: number) => String(value).padStart(2, '0');
    expect(formatDateTime(iso, 'en')).toBe(
      `${two(local.getDate())}/${two(local.getMonth() + 1)}/${local.getFullYear()}, ` +
        `${two(local.getHours())}:${two(local.getMinutes())}`,
    );
    expect(formatDateTime(iso, 'th')).toContain('2569');
    expect(formatDateTime(null, 'no')).toBe('–');
  });

  it('replace one request by its new state', () => {
    const other = { ...request, request_id: 2 };
    const resent = { ...request, state: 'pending' as const };
    expect(replaceRequest([request, other], resent)).toEqual([resent, other]);
  });
});
