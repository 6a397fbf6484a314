import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit within a minute, refuses the next, and allows again in the next window', () => {
    let now = 0;
    const limiter = new RateLimiter(60000, () => now);
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('login|1.2.3.4', 3).allowed).toBe(true);
    now = 15000;
    expect(limiter.hit('login|1.2.3.4', 3)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('login|5.6.7.8', 3).allowed).toBe(true);
    now = 60000;
    expect(limiter.hit('login|1.2.3.4', 3).allowed).toBe(true);
  });

  it('forgets the oldest clients beyond its capacity', () => {
    const limiter = new RateLimiter(60000, () => 0, 2);
    limiter.hit('a', 1);
    limiter.hit('b', 1);
    limiter.hit('c', 1);
    expect(limiter.hit('a', 1).allowed).toBe(true);
    expect(limiter.hit('c', 1).allowed).toBe(false);
  });
});
