import { PassThrough } from 'node:stream';
import { watchBodyProgress, windowVerdict, type ProgressRule, type Stall } from './body-progress';

const rule: ProgressRule = { windowMs: 10_000, minBytesPerWindow: 16_384, deadlineMs: 300_000 };

describe('windowVerdict', () => {
  it('takes a window that brought the minimum, not one that brought less', () => {
    expect(windowVerdict(rule, 16_384)).toBe('on pace');
    expect(windowVerdict(rule, 16_383)).toBe('too slow');
    expect(windowVerdict(rule, 0)).toBe('too slow');
  });

  it('lets 8 MB at 256 kbit/s through: 320 KB a window, within the deadline', () => {
    const bytesPerWindow = (256_000 / 8) * (rule.windowMs / 1000);
    expect(windowVerdict(rule, bytesPerWindow)).toBe('on pace');
    const seconds = (8 * 1024 * 1024) / (256_000 / 8);
    expect(seconds * 1000).toBeLessThan(rule.deadlineMs);
  });
});

describe('watchBodyProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function watched() {
    const body = new PassThrough();
    body.resume();
    const stalls: Stall[] = [];
    const stop = watchBodyProgress(body, rule, (why) => stalls.push(why));
    return { body, stalls, stop };
  }

  it('cuts a body that trickles within one window', () => {
    const { body, stalls } = watched();
    body.write(Buffer.alloc(16_384));
    jest.advanceTimersByTime(rule.windowMs);
    expect(stalls).toEqual([]);
    body.write(Buffer.alloc(1));
    jest.advanceTimersByTime(rule.windowMs);
    expect(stalls).toEqual(['too slow']);
    jest.advanceTimersByTime(rule.deadlineMs);
    expect(stalls).toEqual(['too slow']);
  });

  it('cuts a body that keeps the pace past the deadline', () => {
    const { body, stalls } = watched();
    for (let elapsed = 0; elapsed < rule.deadlineMs; elapsed += rule.windowMs) {
      body.write(Buffer.alloc(rule.minBytesPerWindow));
      jest.advanceTimersByTime(rule.windowMs);
    }
    expect(stalls).toEqual(['too long']);
  });

  it('says nothing once stopped', () => {
    const { stalls, stop } = watched();
    stop();
    jest.advanceTimersByTime(rule.deadlineMs * 2);
    expect(stalls).toEqual([]);
  });
});
