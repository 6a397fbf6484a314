/** The time, injected so tests can move it (reset links expire; sessions end at a reset). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
