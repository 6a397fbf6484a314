import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { tokenAlgorithm } from '@dating/contracts';
import { ConfigError } from '@dating/server';
import { openPrivateKey, SealBroken, sealPrivateKey, signingKeySecret } from './signing-key-seal';

const newSecret = () => randomBytes(32).toString('base64url');

async function privateJwk() {
  const pair = await generateKeyPair(tokenAlgorithm, { extractable: true });
  return exportJWK(pair.privateKey);
}

/** The sealed text with one byte of its ciphertext (after iv and tag) flipped. */
function tampered(sealed: string): string {
  const packed = Buffer.from(sealed, 'base64url');
  packed[packed.length - 1] = (packed[packed.length - 1] ?? 0) ^ 0x01;
  return packed.toString('base64url');
}

describe('sealing a private signing key', () => {
  it('opens to the same JWK with the same secret and kid, and never shows it in the clear', async () => {
    const jwk = await privateJwk();
    const secret = newSecret();
    const sealed = sealPrivateKey(jwk, 'kid-1', secret);
    expect(sealed).not.toContain(jwk.d);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(jwk.d);
    expect(openPrivateKey(sealed, 'kid-1', secret)).toEqual(jwk);
  });

  it('seals the same key differently each time (a fresh IV)', async () => {
    const jwk = await privateJwk();
    const secret = newSecret();
    expect(sealPrivateKey(jwk, 'kid-1', secret)).not.toBe(sealPrivateKey(jwk, 'kid-1', secret));
  });

  it('refuses a tampered ciphertext, another secret, another kid and a cut-off text', async () => {
    const secret = newSecret();
    const sealed = sealPrivateKey(await privateJwk(), 'kid-1', secret);
    expect(() => openPrivateKey(tampered(sealed), 'kid-1', secret)).toThrow(SealBroken);
    expect(() => openPrivateKey(sealed, 'kid-1', newSecret())).toThrow(SealBroken);
    expect(() => openPrivateKey(sealed, 'kid-2', secret)).toThrow(SealBroken);
    expect(() => openPrivateKey(sealed.slice(0, 20), 'kid-1', secret)).toThrow(SealBroken);
    expect(() => openPrivateKey(sealed, 'kid-2', secret)).toThrow(ConfigError);
    expect(() => openPrivateKey(sealed, 'kid-2', secret)).toThrow(
      'SIGNING_KEY_SECRET does not open the private half of signing key kid-2',
    );
  });
});

describe('SIGNING_KEY_SECRET', () => {
  it('is 32 bytes in base64url', () => {
    expect(signingKeySecret.safeParse(newSecret()).success).toBe(true);
    expect(signingKeySecret.safeParse(randomBytes(16).toString('base64url')).success).toBe(false);
    expect(signingKeySecret.safeParse(randomBytes(32).toString('hex')).success).toBe(false);
    expect(signingKeySecret.safeParse(`${newSecret().slice(0, 42)}+`).success).toBe(false);
  });
});
