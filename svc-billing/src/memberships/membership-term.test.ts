import { membershipTerm } from './membership-term';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('the term of an approved membership', () => {
  it('starts now and lasts the package’s days without a current membership', () => {
    expect(membershipTerm(now, null, 30)).toEqual({
      start: now,
      end: new Date('2026-03-31T10:00:00.000Z'),
    });
  });

  it('starts when the current membership ends, so a renewal adds its days', () => {
    const currentEnd = new Date('2026-03-20T08:00:00.000Z');
    expect(membershipTerm(now, currentEnd, 90)).toEqual({
      start: currentEnd,
      end: new Date('2026-06-18T08:00:00.000Z'),
    });
  });

  it('starts now when the latest end has already passed', () => {
    const passed = new Date('2026-02-27T10:00:00.000Z');
    expect(membershipTerm(now, passed, 30).start).toEqual(now);
  });
});
