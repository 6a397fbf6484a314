import { admitHash, HashGate, HashGateFull } from './hash-gate';

const limits = { running: 2, waiting: 3 };

describe('admitting a password hash', () => {
  it('runs while a slot is free, queues while the queue has room, refuses beyond', () => {
    expect(admitHash(0, 0, limits)).toBe('run');
    expect(admitHash(1, 0, limits)).toBe('run');
    expect(admitHash(2, 0, limits)).toBe('wait');
    expect(admitHash(2, 2, limits)).toBe('wait');
    expect(admitHash(2, 3, limits)).toBe('refuse');
  });
});

describe('the hash gate', () => {
  it('runs at most `running` at once, in order, and refuses what the queue cannot hold', async () => {
    const gate = new HashGate(limits);
    const release: (() => void)[] = [];
    const started: number[] = [];
    const work = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        release.push(() => resolve(n));
      });
    const answers = [1, 2, 3, 4, 5].map((n) => gate.run(work(n)));
    await expect(gate.run(work(6))).rejects.toBeInstanceOf(HashGateFull);
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(gate.load()).toEqual({ running: 2, waiting: 3 });

    while (started.length < 5 || release.length > 0) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const gate = new HashGate({ running: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });
});
