import {
  addressKey,
  hashResetToken,
  isUsable,
  newResetToken,
  resetLink,
  resetRequestState,
  resetTokenTtlMs,
} from './reset-rules';

describe('reset tokens', () => {
  it('are 256 random bits, URL-safe, and different every time', () => {
    const tokens = Array.from({ length: 50 }, () => newResetToken().token);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are kept as a SHA-256 hash that does not contain them', () => {
    const { token, hash } = newResetToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashResetToken(token));
    expect(hash).not.toContain(token);
  });

  it('count requests per address, whatever the case or spaces', () => {
    expect(addressKey(' Malee@Example.com ')).toBe(addressKey('malee@example.com'));
    expect(addressKey('malee@example.com')).not.toBe(addressKey('nok@example.com'));
    expect(addressKey('malee@example.com')).not.toContain('malee');
  });

  it('link to /re-password on the portal', () => {
    expect(resetLink('https://dating.example', 'a-b_c')).toBe(
      'https://dating.example/re-password?token=a-b_c',
    );
    expect(resetLink('http://localhost:8080', 'x')).toBe(
      'http://localhost:8080/re-password?token=x',
    );
  });
});

describe('the state of a reset request', () => {
  const requestedAt = new Date('2026-03-01T10:00:00Z');
  const expiresAt = new Date(requestedAt.getTime() + resetTokenTtlMs);
  const later = (minutes: number) => new Date(requestedAt.getTime() + minutes * 60_000);
  const request = { sentAt: null, usedAt: null, expiresAt };

  it('is pending until the mail is delivered, then sent', () => {
    expect(resetRequestState(request, later(1))).toBe('pending');
    expect(resetRequestState({ ...request, sentAt: later(0) }, later(1))).toBe('sent');
  });

  it('expires 30 minutes after the link was made', () => {
    expect(resetTokenTtlMs).toBe(30 * 60_000);
    expect(isUsable(request, later(29.99))).toBe(true);
    expect(isUsable(request, later(30))).toBe(false);
    expect(resetRequestState({ ...request, sentAt: later(0) }, later(30))).toBe('expired');
  });

  it('is used once used, also after its time', () => {
    const used = { ...request, sentAt: later(0), usedAt: later(5) };
    expect(isUsable(used, later(6))).toBe(false);
    expect(resetRequestState(used, later(6))).toBe('used');
    expect(resetRequestState(used, later(60))).toBe('used');
  });
});
