import { NatsLink, natsConnectionOptions } from '@dating/server';
import { SharedRateLimiter } from './shared-rate-limiter';

describe('SharedRateLimiter without its store', () => {
  it('still limits, counting in memory, and answers quickly', async () => {
    const link = new NatsLink(natsConnectionOptions({ NATS_URL: 'nats://127.0.0.1:1' }, 'gateway'));
    const limiter = new SharedRateLimiter(link);
    const started = Date.now();
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.hit('login|192.0.2.1', 3));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5000);
    await link.close();
  });
});
