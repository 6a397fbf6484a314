import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type JWK } from 'jose';
import { z } from 'zod';
import { ConfigError } from '@dating/server';

const keyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

/** SIGNING_KEY_SECRET: 32 random bytes in base64url, the AES-256-GCM key sealing private keys. */
export const signingKeySecret = z
  .string()
  .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && decoded(value).length === keyBytes, {
    message:
      "must be 32 random bytes in base64url, e.g. node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"",
  });

function decoded(base64url: string): Buffer {
  return Buffer.from(base64url, 'base64url');
}

/**
 * A sealed key that does not open: a wrong SIGNING_KEY_SECRET (or a changed row). A problem of
 * configuration, so svc-auth stops at start saying so.
 */
export class SealBroken extends ConfigError {
  constructor(readonly kid: string) {
    super([
      `SIGNING_KEY_SECRET does not open the private half of signing key ${kid}: start svc-auth with the secret it was sealed with`,
    ]);
    this.name = 'SealBroken';
  }
}

/**
 * AES-256-GCM with a fresh IV, bound to `context` (so a sealed value moved to another row does
 * not open): base64url of iv, tag and ciphertext, in one text column. Also seals the admin's
 * TOTP secret (second-factor/totp-seal.ts).
 */
export function sealText(plaintext: string, context: string, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', decoded(secret), iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(Buffer.from(plaintext, 'utf8')), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** What `sealText` sealed with this context and secret; null when it does not open. */
export function openText(sealed: string, context: string, secret: string): string | null {
  try {
    const packed = decoded(sealed);
    const decipher = createDecipheriv('aes-256-gcm', decoded(secret), packed.subarray(0, ivBytes), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(packed.subarray(ivBytes, ivBytes + tagBytes));
    const plaintext = Buffer.concat([
      decipher.update(packed.subarray(ivBytes + tagBytes)),
      decipher.final(),
    ]);
    return plaintext.toString('utf8');
  } catch {
    return null;
  }
}

/** A private signing key, sealed and bound to its kid. */
export function sealPrivateKey(privateJwk: JWK, kid: string, secret: string): string {
  return sealText(JSON.stringify(privateJwk), kid, secret);
}

/** The private JWK a sealed column holds; throws SealBroken when it does not open. */
export function openPrivateKey(sealed: string, kid: string, secret: string): JWK {
  const plaintext = openText(sealed, kid, secret);
  if (plaintext === null) throw new SealBroken(kid);
  return JSON.parse(plaintext) as JWK;
}
