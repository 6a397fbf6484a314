/**
 * A bound on the argon2 work one svc-auth process takes on: at most `running` hashes at once (the
 * rest of the process keeps a core), at most `waiting` more queued behind them. Beyond that the
 * caller is told to come back (429 with Retry-After) at once instead of piling up until every
 * request in the queue times out: a flood then costs its senders, not the members behind them.
 */
export interface HashLimits {
  running: number;
  waiting: number;
}

export const hashLimits: HashLimits = { running: 4, waiting: 64 };

export type HashAdmission = 'run' | 'wait' | 'refuse';

/** What happens to one more hash, given how many run and wait now. */
export function admitHash(running: number, waiting: number, limits: HashLimits): HashAdmission {
  if (running < limits.running) return 'run';
  if (waiting < limits.waiting) return 'wait';
  return 'refuse';
}

/** Thrown by `HashGate.run` when the queue is full. */
export class HashGateFull extends Error {
  constructor() {
    super('Too many password hashes waiting');
    this.name = 'HashGateFull';
  }
}

/** Runs hashes in the order they came, never more than the limits allow. */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: HashLimits = hashLimits) {}

  async run<Result>(work: () => Promise<Result>): Promise<Result> {
    const admission = admitHash(this.running, this.waiting.length, this.limits);
    if (admission === 'refuse') throw new HashGateFull();
    if (admission === 'wait') await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` stays as it is.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** How many hashes run and wait now (for tests and logs). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
