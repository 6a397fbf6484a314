import { formatBaht, formatDateTime } from './format';

describe('formatDateTime', () => {
  it('writes en-GB day/month/year with hour and minute, 24-hour, and names the time zone', () => {
    expect(formatDateTime('2026-03-01T15:07:00.000Z', 'UTC')).toBe('01/03/2026 15:07 GMT');
    expect(formatDateTime('2026-12-31T00:00:00.000Z', 'UTC')).toBe('31/12/2026 00:00 GMT');
  });

  it('uses the given time zone, and says which', () => {
    expect(formatDateTime('2026-03-01T20:30:00.000Z', 'Asia/Bangkok')).toBe(
      '02/03/2026 03:30 GMT+7',
    );
    expect(formatDateTime('2026-07-01T10:00:00.000Z', 'Europe/Oslo')).toBe(
      '01/07/2026 12:00 GMT+2',
    );
  });

  it('has nothing to show for a missing or broken date', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
});

describe('formatBaht', () => {
  it('groups thousands as the language does', () => {
    expect(formatBaht(990)).toBe('990');
    expect(formatBaht(12900)).toBe('12,900');
    expect(formatBaht(1499, 'th')).toBe('1,499');
    // Norwegian: a no-break space, so that the amount is never split across lines.
    expect(formatBaht(1499, 'no')).toBe('1\u00a0499');
    expect(formatBaht(12699, 'no')).toBe('12\u00a0699');
  });
});
