import { confirmationLink, isTokenUsable, resendWaitMs, sameAddress } from './email-rules';

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
