import { ActivityThrottle, activityIntervalMs } from './member-activity';

describe('ActivityThrottle', () => {
  it('reports a member once per 10 minutes', () => {
    const throttle = new ActivityThrottle();
    const start = 1_000_000;
    expect(throttle.due(7, start)).toBe(true);
    expect(throttle.due(7, start + 1)).toBe(false);
    expect(throttle.due(7, start + activityIntervalMs - 1)).toBe(false);
    expect(throttle.due(8, start + 1)).toBe(true);
    expect(throttle.due(7, start + activityIntervalMs)).toBe(true);
    expect(throttle.due(7, start + activityIntervalMs + 1)).toBe(false);
  });

  it('forgets the oldest members past its capacity, so it stays bounded', () => {
    const throttle = new ActivityThrottle(activityIntervalMs, 2);
    expect(throttle.due(1, 0)).toBe(true);
    expect(throttle.due(2, 1)).toBe(true);
    expect(throttle.due(3, 2)).toBe(true);
    // 1 was forgotten: reported again; 3 is still remembered.
    expect(throttle.due(1, 3)).toBe(true);
    expect(throttle.due(3, 4)).toBe(false);
  });
});
