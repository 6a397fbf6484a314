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
 * AES-256-GCM with a fresh IV, bound to the key's kid (so a sealed key moved to another row does
 * not open): base64url of iv, tag and ciphertext, in one text column.
 */
export function sealPrivateKey(privateJwk: JWK, kid: string, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', decoded(secret), iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const plaintext = Buffer.from(JSON.stringify(privateJwk), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

function decrypt(packed: Buffer, kid: string, key: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, ivBytes), {
    authTagLength: tagBytes,
  });
  decipher.setAAD(Buffer.from(kid, 'utf8'));
  decipher.setAuthTag(packed.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(packed.subarray(ivBytes + tagBytes)), decipher.final()]);
}

/** The private JWK a sealed column holds; throws SealBroken when it does not open. */
export function openPrivateKey(sealed: string, kid: string, secret: string): JWK {
  let plaintext: Buffer;
  try {
    plaintext = decrypt(decoded(sealed), kid, decoded(secret));
  } catch {
    throw new SealBroken(kid);
  }
  return JSON.parse(plaintext.toString('utf8')) as JWK;
}
