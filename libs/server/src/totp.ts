import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps make
 * them: HMAC-SHA-1, 6 digits, a new code every 30 seconds. The admin's second factor: svc-auth
 * checks codes with it, the launcher makes the secret, and tests compute codes from the same
 * secret. Pure, on node:crypto alone.
 */
export const totpRules = {
  digits: 6,
  periodSeconds: 30,
  /** Codes of this many steps before and after now are accepted too (clock drift, typing time). */
  window: 1,
  /** 160 bits, as RFC 4226 recommends; secrets shorter than 128 bits are refused. */
  secretBytes: 20,
  minSecretBytes: 16,
} as const;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding: how authenticator apps take secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += alphabet[(value << (5 - bits)) & 31];
  return text;
}

/** A base32 secret as people type it: any case, spaces and `=` padding ignored. */
export function normalizeBase32(text: string): string {
  return text.replace(/[\s=]/g, '').toUpperCase();
}

/** The bytes of a base32 text; null when it has a character outside the alphabet. */
export function base32Decode(text: string): Buffer | null {
  const clean = normalizeBase32(text);
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** ADMIN_TOTP_SECRET and the like: base32 of at least 128 bits, normalized. */
export const totpSecretSchema = z
  .string()
  .transform(normalizeBase32)
  .refine((secret) => (base32Decode(secret)?.length ?? 0) >= totpRules.minSecretBytes, {
    message:
      'must be base32 (A-Z, 2-7) of at least 16 random bytes, e.g. the secret `npm start` prints in its otpauth:// URI',
  });

/** A fresh secret (160 random bits) in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(totpRules.secretBytes));
}

/** RFC 4226: the code for one counter value. */
export function hotp(key: Uint8Array, counter: number, digits: number = totpRules.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step an instant falls in (RFC 6238's T, with T0 = 0). */
export function totpStep(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / 1000 / totpRules.periodSeconds);
}

function keyOf(secretBase32: string): Buffer {
  const key = base32Decode(secretBase32);
  if (!key || key.length === 0) throw new Error('A TOTP secret must be base32');
  return key;
}

/** The code an authenticator app shows at `at` for this base32 secret. */
export function totpCode(
  secretBase32: string,
  at: Date | number = Date.now(),
  digits: number = totpRules.digits,
): string {
  return hotp(keyOf(secretBase32), totpStep(at), digits);
}

/**
 * Whether `code` is the secret's code at `at` or up to `window` steps before or after it;
 * compared in constant time. Anything but exactly the right number of digits is wrong.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  at: Date | number,
  window: number = totpRules.window,
): boolean {
  const typed = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${totpRules.digits}}$`).test(typed)) return false;
  const key = keyOf(secretBase32);
  const step = totpStep(at);
  let matched = false;
  for (let offset = -window; offset <= window; offset += 1) {
    const expected = Buffer.from(hotp(key, step + offset));
    if (timingSafeEqual(expected, Buffer.from(typed))) matched = true;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app scans or takes pasted (Key Uri Format). */
export function totpUri(options: { issuer: string; account: string; secret: string }): string {
  const { issuer, account, secret } = options;
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = [
    ['secret', normalizeBase32(secret)],
    ['issuer', issuer],
    ['algorithm', 'SHA1'],
    ['digits', String(totpRules.digits)],
    ['period', String(totpRules.periodSeconds)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `otpauth://totp/${label}?${query}`;
}
