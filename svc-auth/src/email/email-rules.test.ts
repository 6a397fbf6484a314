import {
  changeMailWait,
  confirmationLink,
  isTokenUsable,
  resendWaitMs,
  sameAddress,
} from './email-rules';

describe('confirmation rules', () => {
  const now = new Date('2026-01-10T12:00:00Z');

  it('links to /confirm-email with the token in the query string', () => {
    expect(confirmationLink('https://dating.example/', 'a+b/c')).toBe(
      'https://dating.example/confirm-email?token=a%2Bb%2Fc',
    );
  });

  it('lets a link be mailed again a minute after the last one', () => {
    expect(resendWaitMs(null, now)).toBe(0);
    expect(resendWaitMs(new Date(now.getTime() - 20_000), now)).toBe(40_000);
    expect(resendWaitMs(new Date(now.getTime() - 60_000), now)).toBe(0);
  });

  it('takes a link as usable until it expires', () => {
    expect(isTokenUsable(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isTokenUsable(now, now)).toBe(false);
    expect(isTokenUsable(null, now)).toBe(false);
  });

  it('compares addresses without case or surrounding spaces', () => {
    expect(sameAddress(' Nida@Example.com', 'nida@example.com')).toBe(true);
    expect(sameAddress('nida@example.com', 'nida@example.org')).toBe(false);
  });
});

describe('the change-email mail limit', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('allows the first mail, then one a minute', () => {
    expect(changeMailWait([], now)).toBeNull();
    expect(changeMailWait([minutesAgo(0.5)], now)).toEqual({ waitMs: 30_000, reason: 'minute' });
    expect(changeMailWait([minutesAgo(1)], now)).toBeNull();
  });

  it('allows 3 in 24 hours, and the next when the oldest of them is a day old', () => {
    const three = [minutesAgo(600), minutesAgo(10), minutesAgo(5)];
    expect(changeMailWait(three.slice(1), now)).toBeNull();
    expect(changeMailWait(three, now)).toEqual({ waitMs: (24 * 60 - 600) * 60_000, reason: 'day' });
    expect(changeMailWait([minutesAgo(24 * 60), ...three.slice(1)], now)).toBeNull();
  });

  it('never lets 8 requests in a row through more than once a minute or 3 times a day', () => {
    const sent: Date[] = [];
    for (let minute = 0; minute < 8; minute += 1) {
      const at = new Date(now.getTime() + minute * 20_000);
      if (!changeMailWait(sent, at)) sent.push(at);
    }
    expect(sent.map((at) => (at.getTime() - now.getTime()) / 1000)).toEqual([0, 60, 120]);
  });
});
