import { revenueMonths } from './revenue-months';

describe('revenue per month', () => {
  it('has every month of the window in order, 0 where nothing was approved', () => {
    expect(
      revenueMonths(
        ['2026-01', '2026-02', '2026-03'],
        [
          { month: '2026-03', amount: 598, orders: 2 },
          { month: '2026-01', amount: 299, orders: 1 },
          // Outside the window: left out.
          { month: '2025-12', amount: 799, orders: 1 },
        ],
      ),
    ).toEqual([
      { month: '2026-01', amount: 299, orders: 1 },
      { month: '2026-02', amount: 0, orders: 0 },
      { month: '2026-03', amount: 598, orders: 2 },
    ]);
  });
});
