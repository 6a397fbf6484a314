import { contactShared, membershipActive } from './contact-rule';

const now = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-02T10:00:00.000Z');
const earlier = new Date('2026-02-28T10:00:00.000Z');

describe('the contact rule on what svc-profile keeps', () => {
  it('holds a membership active until its end, not at it', () => {
    expect(membershipActive(later, now)).toBe(true);
    expect(membershipActive(now, now)).toBe(false);
    expect(membershipActive(null, now)).toBe(false);
  });

  it('shares only with an active membership and a response', () => {
    expect(contactShared({ activeUntil: later, responded: true }, now)).toBe(true);
    expect(contactShared({ activeUntil: earlier, responded: true }, now)).toBe(false);
    expect(contactShared({ activeUntil: now, responded: true }, now)).toBe(false);
    expect(contactShared({ activeUntil: later, responded: false }, now)).toBe(false);
  });

  it('withholds when no event told the membership or the response (none is assumed)', () => {
    expect(contactShared({ activeUntil: null, responded: true }, now)).toBe(false);
    expect(contactShared({ activeUntil: null, responded: false }, now)).toBe(false);
  });
});
