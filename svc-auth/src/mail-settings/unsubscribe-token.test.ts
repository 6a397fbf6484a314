import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('unsubscribe tokens', () => {
  it('reads back the member and kind it was signed for', () => {
    const token = unsubscribeToken(secret, { userId: 42, kind: 'digest' });
    expect(token).toMatch(/^42\.digest\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId: 42, kind: 'digest' });
  });

  it('refuses a changed signature', () => {
    const token = unsubscribeToken(secret, { userId: 42, kind: 'digest' });
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(readUnsubscribeToken(secret, `${token.slice(0, -1)}${last}`)).toBeNull();
  });

  it('refuses the signature of one kind on another kind', () => {
    const signature = unsubscribeToken(secret, { userId: 42, kind: 'digest' }).split('.')[2];
    expect(readUnsubscribeToken(secret, `42.match.${signature}`)).toBeNull();
  });

  it("refuses one member's signature on another member", () => {
    const signature = unsubscribeToken(secret, { userId: 42, kind: 'digest' }).split('.')[2];
    expect(readUnsubscribeToken(secret, `43.digest.${signature}`)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const token = unsubscribeToken(`${secret}-other`, { userId: 42, kind: 'digest' });
    expect(readUnsubscribeToken(secret, token)).toBeNull();
  });

  it.each([
    '',
    'garbage',
    '42.digest',
    '42.digest.',
    '.digest.abc',
    '42..abc',
    '042.digest.' + 'A'.repeat(43),
    '-1.digest.' + 'A'.repeat(43),
    '99999999999.digest.' + 'A'.repeat(43),
    '42.spam.' + 'A'.repeat(43),
    '42.digest.' + 'A'.repeat(42),
    '42.digest.' + 'A'.repeat(44),
    '42.digest.' + '+'.repeat(43),
  ])('refuses the malformed token %j', (token) => {
    expect(readUnsubscribeToken(secret, token)).toBeNull();
  });

  it('refuses a valid token with more parts added', () => {
    const token = unsubscribeToken(secret, { userId: 42, kind: 'digest' });
    expect(readUnsubscribeToken(secret, `${token}.x`)).toBeNull();
  });
});
