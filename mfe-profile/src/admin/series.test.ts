import { daySeries, hasMoreRows } from './series';

const row = (day: string, key: string | null, count: number) => ({ day, key, count });

describe('day series for the charts', () => {
  it('has every day of the window, 0 for a quiet day', () => {
    const { days, series } = daySeries(
      '2026-02-27',
      '2026-03-01',
      [row('2026-02-27', 'F', 2), row('2026-03-01', 'F', 1), row('2026-03-01', 'M', 4)],
      (r) => r.key,
    );
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(series).toEqual([
      { key: 'M', other: false, values: [0, 0, 4] },
      { key: 'F', other: false, values: [2, 0, 1] },
    ]);
  });

  it('keeps the largest keys and sums the rest as other', () => {
    const rows = [
      row('2026-03-01', 'Thailand', 9),
      row('2026-03-01', 'Norway', 5),
      row('2026-02-28', 'Sweden', 1),
      row('2026-03-01', 'Denmark', 2),
      row('2026-03-01', null, 1),
    ];
    const { series } = daySeries('2026-02-28', '2026-03-01', rows, (r) => r.key, 2);
    expect(series).toEqual([
      { key: 'Thailand', other: false, values: [0, 9] },
      { key: 'Norway', other: false, values: [0, 5] },
      { key: null, other: true, values: [1, 3] },
    ]);
  });

  it('leaves out days outside the window', () => {
    const { series } = daySeries(
      '2026-03-01',
      '2026-03-01',
      [row('2026-02-01', 'F', 4)],
      (r) => r.key,
    );
    expect(series).toEqual([]);
  });
});

describe('paging', () => {
  it('has more while the pages so far hold fewer than the total', () => {
    expect(hasMoreRows(1, 30, 30, 31)).toBe(true);
    expect(hasMoreRows(1, 30, 30, 30)).toBe(false);
    expect(hasMoreRows(2, 30, 30, 61)).toBe(true);
    expect(hasMoreRows(3, 30, 1, 61)).toBe(false);
    expect(hasMoreRows(1, 0, 0, 0)).toBe(false);
  });
});
