import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';
import { deployables, type Deployable } from '@dating/contracts';

/** DER prefixes that turn a raw 32-byte Ed25519 seed or public key into PKCS#8 / SPKI. */
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

const base64url32 = /^[A-Za-z0-9_-]{43}$/;

export function privateKeyFromSeed(seed: string): KeyObject {
  return createPrivateKey({
    key: Buffer.concat([pkcs8Prefix, Buffer.from(seed, 'base64url')]),
    format: 'der',
    type: 'pkcs8',
  });
}

export function publicKeyFromRaw(raw: string): KeyObject {
  return createPublicKey({
    key: Buffer.concat([spkiPrefix, Buffer.from(raw, 'base64url')]),
    format: 'der',
    type: 'spki',
  });
}

/** The raw public key (base64url) of a private key given as its seed. */
export function publicKeyOf(seed: string): string {
  const der = createPublicKey(privateKeyFromSeed(seed)).export({ format: 'der', type: 'spki' });
  return der.subarray(spkiPrefix.length).toString('base64url');
}

/** A new identity: the seed goes to IDENTITY_KEY, the public key into others' TRUSTED_KEYS. */
export function generateIdentity(): { seed: string; publicKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  const seed = der.subarray(pkcs8Prefix.length).toString('base64url');
  return { seed, publicKey: publicKeyOf(seed) };
}

/** `gateway=<public key>,svc-profile=<public key>` into the keys by deployable. */
export function parseTrustedKeys(value: string): Map<Deployable, KeyObject> {
  const keys = new Map<Deployable, KeyObject>();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', key = ''] = entry.split('=');
    if (!(deployables as readonly string[]).includes(name))
      throw new Error(`names ${name || 'nothing'}, not one of ${deployables.join(', ')}`);
    if (!base64url32.test(key)) throw new Error(`the key of ${name} is not 32 bytes in base64url`);
    keys.set(name as Deployable, publicKeyFromRaw(key));
  }
  return keys;
}

/** What a deployable needs to sign the calls it makes. */
export const signingEnv = {
  /** This deployable's Ed25519 private key: its 32-byte seed in base64url. */
  IDENTITY_KEY: z
    .string({ error: 'is required (the launcher and compose generate one per deployable)' })
    .regex(base64url32, { error: 'must be a 32-byte Ed25519 seed in base64url' }),
};

/** What a service also needs to verify the calls it receives. */
export const identityEnv = {
  ...signingEnv,
  /** The deployables whose calls it accepts: `gateway=<public key>,svc-profile=<…>`. */
  TRUSTED_KEYS: z
    .string({ error: 'is required: name=<public key> of each deployable it accepts calls from' })
    .transform((value, context) => {
      try {
        return parseTrustedKeys(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
};

export type SigningConfig = z.infer<z.ZodObject<typeof signingEnv>>;
export type IdentityConfig = z.infer<z.ZodObject<typeof identityEnv>>;
