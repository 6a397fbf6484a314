import { afterExit, defaultRestartPolicy, formatDuration, restartDelay } from './restart-policy';

describe('restartDelay', () => {
  it('waits 0.5 s, then doubles each time up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => restartDelay(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('stays at the cap however many restarts there were', () => {
    expect(restartDelay(5000)).toBe(30_000);
  });

  it('follows the policy given', () => {
    const policy = { firstDelayMs: 100, maxDelayMs: 250, stableAfterMs: 1000 };
    expect([1, 2, 3].map((attempt) => restartDelay(attempt, policy))).toEqual([100, 200, 250]);
  });
});

describe('afterExit', () => {
  it('does not restart a part the launcher asked to stop', () => {
    expect(
      afterExit({ stopRequested: true, portalUp: true, uptimeMs: 10, restartsInARow: 0 }),
    ).toEqual({
      action: 'none',
    });
    expect(
      afterExit({ stopRequested: true, portalUp: false, uptimeMs: 10, restartsInARow: 0 }),
    ).toEqual({
      action: 'none',
    });
  });

  it('fails the start when a part dies before the portal was ever up', () => {
    expect(
      afterExit({ stopRequested: false, portalUp: false, uptimeMs: 10, restartsInARow: 0 }),
    ).toEqual({
      action: 'fail-start',
    });
  });

  it('restarts a part that died, waiting longer each time it dies soon after starting', () => {
    expect(
      afterExit({ stopRequested: false, portalUp: true, uptimeMs: 2000, restartsInARow: 0 }),
    ).toEqual({
      action: 'restart',
      attempt: 1,
      delayMs: 500,
    });
    expect(
      afterExit({ stopRequested: false, portalUp: true, uptimeMs: 2000, restartsInARow: 3 }),
    ).toEqual({
      action: 'restart',
      attempt: 4,
      delayMs: 4000,
    });
  });

  it('starts the backoff over once a part stayed up a while', () => {
    const stable = defaultRestartPolicy.stableAfterMs;
    expect(
      afterExit({ stopRequested: false, portalUp: true, uptimeMs: stable, restartsInARow: 9 }),
    ).toEqual({
      action: 'restart',
      attempt: 1,
      delayMs: 500,
    });
    expect(
      afterExit({ stopRequested: false, portalUp: true, uptimeMs: stable - 1, restartsInARow: 9 }),
    ).toEqual({
      action: 'restart',
      attempt: 10,
      delayMs: 30_000,
    });
  });
});

describe('formatDuration', () => {
  it('says seconds, minutes or hours', () => {
    expect(formatDuration(500)).toBe('0.5 s');
    expect(formatDuration(30_000)).toBe('30 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(125_400)).toBe('2 min 5 s');
    expect(formatDuration(3_720_000)).toBe('1 h 2 min');
  });
});
