import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { DataSource, type Repository } from 'typeorm';
import { tokenAlgorithm, type PublicKeySet } from '@dating/contracts';
import { SigningKey } from './signing-key.entity';

export interface ActiveKey {
  kid: string;
  privateKey: CryptoKey;
}

/**
 * The key pairs svc-auth signs session tokens with. The first replica to start makes one;
 * every replica signs with the newest; the gateway receives only the public halves.
 */
@Injectable()
export class SigningKeys {
  private readonly keys: Repository<SigningKey>;
  private active?: Promise<ActiveKey>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.keys = dataSource.getRepository(SigningKey);
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
    const all = await this.keys.find({ order: { createdAt: 'DESC' } });
    return {
      keys: all.map((key) => ({ ...key.publicJwk, kid: key.kid, alg: tokenAlgorithm, use: 'sig' })),
    };
  }

  private async loadOrCreate(): Promise<ActiveKey> {
    const newest = (await this.newest()) ?? (await this.create());
    const privateKey = await importJWK(newest.privateJwk as JWK, tokenAlgorithm);
    return { kid: newest.kid, privateKey: privateKey as CryptoKey };
  }

  private newest(): Promise<SigningKey | null> {
    return this.keys.findOne({ where: {}, order: { createdAt: 'DESC' } });
  }

  private async create(): Promise<SigningKey> {
    const pair = await generateKeyPair(tokenAlgorithm, { extractable: true });
    await this.keys.insert({
      kid: randomUUID(),
      privateJwk: { ...(await exportJWK(pair.privateKey)) },
      publicJwk: { ...(await exportJWK(pair.publicKey)) },
    });
    const newest = await this.newest();
    if (!newest) throw new Error('The signing key was not stored');
    return newest;
  }
}
