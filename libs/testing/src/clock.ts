import { type Clock } from '@dating/server';

/** A service's clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private time: number;

  constructor(start = new Date('2026-03-01T10:00:00.250Z')) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  advanceMinutes(minutes: number): void {
    this.time += minutes * 60_000;
  }

  advanceDays(days: number): void {
    this.advanceMinutes(days * 24 * 60);
  }
}
