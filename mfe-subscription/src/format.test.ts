import { formatBaht, formatDateTime } from './format';

describe('formatDateTime', () => {
  it('writes en-GB day/month/year with hour and minute, 24-hour', () => {
    expect(formatDateTime('2026-03-01T15:07:00.000Z', 'UTC')).toBe('01/03/2026 15:07');
    expect(formatDateTime('2026-12-31T00:00:00.000Z', 'UTC')).toBe('31/12/2026 00:00');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-03-01T20:30:00.000Z', 'Asia/Bangkok')).toBe('02/03/2026 03:30');
  });

  it('has nothing to show for a missing or broken date', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
});

describe('formatBaht', () => {
  it('groups thousands', () => {
    expect(formatBaht(990)).toBe('990');
    expect(formatBaht(12900)).toBe('12,900');
  });
});
