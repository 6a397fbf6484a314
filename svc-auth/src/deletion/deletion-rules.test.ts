import { deletionGraceDays } from '@dating/contracts';
import { deletionDueAt, dueDay } from './deletion-rules';

describe('the deletion grace period', () => {
  it(`ends ${deletionGraceDays} days after the request, to the millisecond`, () => {
    const now = new Date('2026-03-01T10:15:30.123Z');
    expect(deletionDueAt(now).toISOString()).toBe('2026-03-15T10:15:30.123Z');
  });

  it('names its day in UTC for the answer', () => {
    expect(dueDay(new Date('2026-03-15T23:59:59Z'))).toBe('2026-03-15');
  });
});
