import { activityOf, activitySeen } from './activity';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe('activityOf', () => {
  it('says today within 24 hours, this week within 7 days, nothing after', () => {
    expect(activityOf(now, now)).toBe('today');
    expect(activityOf(hoursAgo(23.99), now)).toBe('today');
    expect(activityOf(hoursAgo(24), now)).toBe('week');
    expect(activityOf(hoursAgo(7 * 24 - 0.01), now)).toBe('week');
    expect(activityOf(hoursAgo(7 * 24), now)).toBeNull();
    expect(activityOf(hoursAgo(24 * 365), now)).toBeNull();
  });
});

describe('activitySeen', () => {
  const recent = { lastActive: hoursAgo(1), shown: true };

  it('shows the bucket only when both the member and the viewer show theirs', () => {
    expect(activitySeen(recent, true, now)).toBe('today');
    expect(activitySeen({ ...recent, shown: false }, true, now)).toBeNull();
    expect(activitySeen(recent, false, now)).toBeNull();
  });

  it('shows nothing to a visitor', () => {
    expect(activitySeen(recent, null, now)).toBeNull();
  });
});
