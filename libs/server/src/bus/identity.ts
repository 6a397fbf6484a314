import {
  createHash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';
import { deployables, type Deployable } from '@dating/contracts';

/** DER prefixes that turn a raw 32-byte key into PKCS#8 (Ed25519, X25519) or SPKI (Ed25519). */
const ed25519Pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
const ed25519SpkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');
const x25519Pkcs8Prefix = Buffer.from('302e020100300506032b656e04220420', 'hex');

const base64url32 = /^[A-Za-z0-9_-]{43}$/;

/** The raw public key (base64url) of a private key given as its seed. */
export function publicKeyOf(seed: string): string {
  const privateKey = createPrivateKey({
    key: Buffer.concat([ed25519Pkcs8Prefix, Buffer.from(seed, 'base64url')]),
    format: 'der',
    type: 'pkcs8',
  });
  const der = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return der.subarray(ed25519SpkiPrefix.length).toString('base64url');
}

/** A new identity: the seed goes to IDENTITY_KEY, the public key into TRUSTED_KEYS. */
export function generateIdentity(): { seed: string; publicKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  const seed = der.subarray(ed25519Pkcs8Prefix.length).toString('base64url');
  return { seed, publicKey: publicKeyOf(seed) };
}

/*
 * Each deployable has one Ed25519 identity. Calls are sealed with a key that only the caller and
 * the callee can compute: X25519 agreement between their identities, on the birationally
 * equivalent curve (RFC 7748 §4.1; the conversion libsodium and age use). An HMAC with it costs a
 * few microseconds where an Ed25519 signature and its verification cost ~0.2 ms on every call,
 * and it proves as much: no third deployable knows the pair's key, so none can speak for either.
 */

const fieldPrime = 2n ** 255n - 19n;

function fromLittleEndian(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let index = bytes.length - 1; index >= 0; index--)
    value = (value << 8n) | BigInt(bytes[index] ?? 0);
  return value;
}

function toLittleEndian32(value: bigint): Buffer {
  const bytes = Buffer.alloc(32);
  for (let index = 0; index < 32; index++) {
    bytes[index] = Number(value & 0xffn);
    value >>= 8n;
  }
  return bytes;
}

function modularPower(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let square = base % fieldPrime;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % fieldPrime;
    square = (square * square) % fieldPrime;
  }
  return result;
}

/** An Ed25519 public key (the Edwards y) as an X25519 one: u = (1 + y) / (1 − y). */
function agreementPublicKey(ed25519PublicKey: Buffer): KeyObject {
  const encoded = Buffer.from(ed25519PublicKey);
  encoded[31] = (encoded[31] ?? 0) & 0x7f;
  const y = fromLittleEndian(encoded);
  if (y >= fieldPrime || y === 1n) throw new Error('is not an Ed25519 public key');
  const u = ((1n + y) * modularPower(fieldPrime + 1n - y, fieldPrime - 2n)) % fieldPrime;
  return createPublicKey({
    key: { kty: 'OKP', crv: 'X25519', x: toLittleEndian32(u).toString('base64url') },
    format: 'jwk',
  });
}

/** The X25519 private key of an Ed25519 seed: the scalar Ed25519 itself derives (RFC 8032 §5.1.5). */
function agreementPrivateKey(seed: string): KeyObject {
  const scalar = createHash('sha512').update(Buffer.from(seed, 'base64url')).digest();
  return createPrivateKey({
    key: Buffer.concat([x25519Pkcs8Prefix, scalar.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
}

/** `gateway=<public key>,svc-profile=<public key>`: each deployable's key for agreement. */
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
    try {
      keys.set(name as Deployable, agreementPublicKey(Buffer.from(key, 'base64url')));
    } catch (error) {
      throw new Error(`the key of ${name} ${(error as Error).message}`, { cause: error });
    }
  }
  return keys;
}

/**
 * One deployable on the bus: its name and the key it shares with each deployable it trusts,
 * which seals the calls between the two (assertion.ts).
 */
export class BusIdentity {
  private readonly shared = new Map<Deployable, Buffer>();
  private readonly privateKey: KeyObject;

  constructor(
    readonly name: Deployable,
    seed: string,
    private readonly trusted: ReadonlyMap<Deployable, KeyObject>,
  ) {
    this.privateKey = agreementPrivateKey(seed);
  }

  static fromConfig(name: Deployable, config: IdentityConfig): BusIdentity {
    return new BusIdentity(name, config.IDENTITY_KEY, config.TRUSTED_KEYS);
  }

  /** The key only this deployable and `peer` know; undefined when `peer` is not trusted. */
  keyWith(peer: Deployable): Buffer | undefined {
    const known = this.shared.get(peer);
    if (known) return known;
    const publicKey = this.trusted.get(peer);
    if (!publicKey) return undefined;
    const secret = diffieHellman({ privateKey: this.privateKey, publicKey });
    const pair = [this.name, peer].sort().join(' ');
    const key = Buffer.from(hkdfSync('sha256', secret, 'dating bus', pair, 32));
    this.shared.set(peer, key);
    return key;
  }
}

/** Who a deployable is on the bus, and whom it trusts. */
export const identityEnv = {
  /** This deployable's Ed25519 private key: its 32-byte seed in base64url. */
  IDENTITY_KEY: z
    .string({ error: 'is required (the launcher and compose generate one per deployable)' })
    .regex(base64url32, { error: 'must be a 32-byte Ed25519 seed in base64url' }),
  /** The deployables it exchanges calls with: `gateway=<public key>,svc-profile=<…>`. */
  TRUSTED_KEYS: z
    .string({ error: 'is required: name=<public key> of each deployable it exchanges calls with' })
    .transform((value, context) => {
      try {
        return parseTrustedKeys(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
};

export type IdentityConfig = z.infer<z.ZodObject<typeof identityEnv>>;
