import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey } from 'jose';
import { tokenAlgorithm, type PublicKeySet } from '@dating/contracts';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { type SigningKey } from './signing-key.entity';
import { SigningKeyRepository } from './signing-key.repository';
import { openPrivateKey, sealPrivateKey } from './signing-key-seal';

export interface ActiveKey {
  kid: string;
  privateKey: CryptoKey;
}

/**
 * The key pairs svc-auth signs session tokens with. The first replica to start makes one;
 * every replica signs with the newest; the gateway receives only the public halves. Private
 * halves are stored sealed with SIGNING_KEY_SECRET; a replica whose secret does not open the
 * newest one refuses to start.
 */
@Injectable()
export class SigningKeys implements OnApplicationBootstrap {
  private readonly secret: string;
  private active?: Promise<ActiveKey>;

  constructor(
    private readonly keys: SigningKeyRepository,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.secret = config.SIGNING_KEY_SECRET;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.activeKey();
  }

  activeKey(): Promise<ActiveKey> {
    this.active ??= this.loadOrCreate().catch((error: unknown) => {
      this.active = undefined;
      throw error;
    });
    return this.active;
  }

  async publicKeySet(): Promise<PublicKeySet> {
    await this.activeKey();
    const all = await this.keys.newestFirst();
    return {
      keys: all.map((key) => ({ ...key.publicJwk, kid: key.kid, alg: tokenAlgorithm, use: 'sig' })),
    };
  }

  private async loadOrCreate(): Promise<ActiveKey> {
    const newest = (await this.keys.newest()) ?? (await this.create());
    const privateJwk = openPrivateKey(newest.sealedPrivateKey, newest.kid, this.secret);
    const privateKey = await importJWK(privateJwk, tokenAlgorithm);
    return { kid: newest.kid, privateKey: privateKey as CryptoKey };
  }

  private async create(): Promise<SigningKey> {
    const pair = await generateKeyPair(tokenAlgorithm, { extractable: true });
    const kid = randomUUID();
    await this.keys.insert({
      kid,
      sealedPrivateKey: sealPrivateKey(await exportJWK(pair.privateKey), kid, this.secret),
      publicJwk: { ...(await exportJWK(pair.publicKey)) },
    });
    const newest = await this.keys.newest();
    if (!newest) throw new Error('The signing key was not stored');
    return newest;
  }
}
