import { contactVerdict, membershipActive } from './contact-rule';

const now = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-02T10:00:00.000Z');
const earlier = new Date('2026-02-28T10:00:00.000Z');

describe('the contact rule on what svc-profile knows', () => {
  it('holds a membership active until its end, not at it', () => {
    expect(membershipActive(later, now)).toBe(true);
    expect(membershipActive(now, now)).toBe(false);
    expect(membershipActive(null, now)).toBe(false);
  });

  it('shares only with an active membership and a response, both known', () => {
    expect(contactVerdict({ membership: { activeUntil: later }, responded: true }, now)).toBe(
      'shared',
    );
    expect(contactVerdict({ membership: { activeUntil: earlier }, responded: true }, now)).toBe(
      'withheld',
    );
    expect(contactVerdict({ membership: { activeUntil: null }, responded: true }, now)).toBe(
      'withheld',
    );
    expect(contactVerdict({ membership: { activeUntil: later }, responded: false }, now)).toBe(
      'withheld',
    );
  });

  it('withholds without asking when the known part already fails, else asks', () => {
    expect(contactVerdict({ membership: null, responded: false }, now)).toBe('withheld');
    expect(contactVerdict({ membership: { activeUntil: null }, responded: null }, now)).toBe(
      'withheld',
    );
    expect(contactVerdict({ membership: null, responded: true }, now)).toBe('ask');
    expect(contactVerdict({ membership: { activeUntil: later }, responded: null }, now)).toBe(
      'ask',
    );
    expect(contactVerdict({ membership: null, responded: null }, now)).toBe('ask');
  });
});
