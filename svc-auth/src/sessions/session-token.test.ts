import { issuedAfter, sessionIssuedAt } from './session-token';

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('session tokens and password changes', () => {
  it('keeps every token of an account whose password never changed', () => {
    expect(issuedAfter(0, null)).toBe(true);
  });

  it('refuses a token signed before the change, even in the same second', () => {
    const change = at('2026-01-01T12:00:00.500Z');
    expect(issuedAfter(seconds('2026-01-01T12:00:00.000Z'), change)).toBe(false);
    expect(issuedAfter(seconds('2026-01-01T11:59:59.000Z'), change)).toBe(false);
    expect(issuedAfter(seconds('2026-01-01T12:00:01.000Z'), change)).toBe(true);
  });

  it('dates a token signed in the second of a change after it, so it stays valid', () => {
    const change = at('2026-01-01T12:00:00.500Z');
    const iat = sessionIssuedAt(at('2026-01-01T12:00:00.700Z'), change);
    expect(iat).toBe(seconds('2026-01-01T12:00:01.000Z'));
    expect(issuedAfter(iat, change)).toBe(true);
  });

  it('dates other tokens by the clock', () => {
    const now = at('2026-01-01T12:00:05.900Z');
    expect(sessionIssuedAt(now, null)).toBe(seconds('2026-01-01T12:00:05Z'));
    expect(sessionIssuedAt(now, at('2026-01-01T12:00:00.500Z'))).toBe(
      seconds('2026-01-01T12:00:05Z'),
    );
    expect(sessionIssuedAt(at('2026-01-01T12:00:00Z'), at('2026-01-01T12:00:00Z'))).toBe(
      seconds('2026-01-01T12:00:00Z'),
    );
  });
});
