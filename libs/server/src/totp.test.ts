import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  totpCode,
  totpSecretSchema,
  totpUri,
  verifyTotp,
} from './totp';

// RFC 4226 appendix D and RFC 6238 appendix B use the ASCII secret "12345678901234567890".
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('base32', () => {
  it("encodes and decodes RFC 4648's examples and the RFC secret", () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======')?.toString()).toBe('foobar');
    expect(base32Encode(rfcKey)).toBe(rfcSecret);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcKey);
    expect(base32Decode('not base32: 0 1 8 9')).toBeNull();
  });

  it('round-trips a fresh 160-bit secret', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret) ?? Buffer.alloc(0))).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the ten test values', () => {
    expect(Array.from({ length: 10 }, (_, counter) => hotp(rfcKey, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it('gives the 8-digit test values, and their last 6 digits by default', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totpCode(rfcSecret, seconds * 1000, 8)).toBe(code);
      expect(totpCode(rfcSecret, seconds * 1000)).toBe(code.slice(2));
    }
  });

  it('accepts the code of this step and one step either side, nothing further', () => {
    const at = 1111111111 * 1000;
    expect(verifyTotp(rfcSecret, '050471', at)).toBe(true);
    expect(verifyTotp(rfcSecret, ' 050 471 ', at)).toBe(true);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, at - 30_000), at)).toBe(true);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, at + 30_000), at)).toBe(true);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, at - 60_000), at)).toBe(false);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, at + 60_000), at)).toBe(false);
  });

  it('refuses anything but six digits', () => {
    const at = 1111111111 * 1000;
    for (const code of ['', '05047', '0504711', '14050471', 'abcdef', '05047a'])
      expect(verifyTotp(rfcSecret, code, at)).toBe(false);
  });
});

describe('the secret and its URI', () => {
  it('takes base32 of 128 bits or more, in any case and spacing', () => {
    expect(totpSecretSchema.parse('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toBe(rfcSecret);
    expect(totpSecretSchema.safeParse('GEZDGNBVGY3TQOJQ').success).toBe(false);
    expect(totpSecretSchema.safeParse('1234567890123456789012345678').success).toBe(false);
  });

  it('makes an otpauth:// URI an authenticator app takes', () => {
    const text = totpUri({ issuer: 'Thai Norwegian Dating', account: 'admin', secret: rfcSecret });
    expect(text).toMatch(/^otpauth:\/\/totp\/Thai%20Norwegian%20Dating:admin\?secret=/);
    const uri = new URL(text);
    expect(uri.host).toBe('totp');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: rfcSecret,
      issuer: 'Thai Norwegian Dating',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
