import { DecoyBudget, fullBucket, takeDecoy } from './decoy-budget';

const rules = { burst: 3, perSecond: 2 };

describe('the budget of decoy verifications for unknown usernames', () => {
  it('allows a burst, then refuses until time refills it', () => {
    let bucket = fullBucket(0, rules);
    const taken: boolean[] = [];
    for (let i = 0; i < 5; i += 1) {
      const step = takeDecoy(bucket, 0, rules);
      taken.push(step.allowed);
      bucket = step.bucket;
    }
    expect(taken).toEqual([true, true, true, false, false]);
    expect(takeDecoy(bucket, 400, rules).allowed).toBe(false);
    expect(takeDecoy(bucket, 500, rules).allowed).toBe(true);
  });

  it('refills at the rate and never beyond the burst', () => {
    const empty = { tokens: 0, atMs: 0 };
    expect(takeDecoy(empty, 60_000, rules).bucket.tokens).toBe(rules.burst - 1);
    // A clock that went backwards refills nothing.
    expect(takeDecoy({ tokens: 0.5, atMs: 1000 }, 0, rules).allowed).toBe(false);
  });

  it('over a minute of flooding, verifies at most the burst and the refill', () => {
    let now = 0;
    const budget = new DecoyBudget(rules, () => now);
    let verified = 0;
    for (let i = 0; i < 6000; i += 1) {
      now = i * 10;
      if (budget.take()) verified += 1;
    }
    expect(verified).toBeLessThanOrEqual(rules.burst + 60 * rules.perSecond);
    expect(verified).toBeGreaterThanOrEqual(60 * rules.perSecond);
  });
});
