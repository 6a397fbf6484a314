import {
  addStatsDays,
  statsDayOf,
  statsDaysBetween,
  statsDayWindow,
  statsMonthsUpTo,
} from './stats';

describe('the dashboard calendar (Thai time)', () => {
  it('puts an instant on its day in Bangkok, not in UTC', () => {
    expect(statsDayOf(new Date('2026-03-01T16:59:59Z'))).toBe('2026-03-01');
    expect(statsDayOf(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });

  it('counts days across months and leap years', () => {
    expect(addStatsDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addStatsDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(statsDaysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('has 90 days up to today', () => {
    const window = statsDayWindow(new Date('2026-03-01T10:00:00Z'));
    expect(window).toEqual({ since: '2025-12-02', today: '2026-03-01' });
    expect(statsDaysBetween(window.since, window.today)).toHaveLength(90);
  });

  it('has 12 months up to this one, across the year', () => {
    expect(statsMonthsUpTo(new Date('2026-03-01T10:00:00Z'))).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    // 2026-01-31 18:00 UTC is already February in Bangkok.
    expect(statsMonthsUpTo(new Date('2026-01-31T18:00:00Z'), 2)).toEqual(['2026-01', '2026-02']);
  });
});
