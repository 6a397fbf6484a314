import { hashUnlockToken, isUnlockUsable, newUnlockToken, unlockLink } from './unlock-link';

describe('the unlock link', () => {
  it("points at the shell's unlock page with the token, and keeps only its hash", () => {
    const { token, hash } = newUnlockToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashUnlockToken(token));
    expect(hash).not.toContain(token);
    expect(unlockLink('https://portal.test/', token)).toBe(
      `https://portal.test/unlock?token=${token}`,
    );
  });

  it('works until the lock it was sent for ends', () => {
    const end = new Date('2026-03-01T10:15:00Z');
    expect(isUnlockUsable(end, new Date('2026-03-01T10:14:59Z'))).toBe(true);
    expect(isUnlockUsable(end, end)).toBe(false);
    expect(isUnlockUsable(null, end)).toBe(false);
  });
});
