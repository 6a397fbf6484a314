import { Inject, Injectable } from '@nestjs/common';
import { type JWK } from 'jose';
import { DataSource, type Repository } from 'typeorm';
import { SigningKey } from './signing-key.entity';

/** The signing_key table: every key pair svc-auth has signed with. */
@Injectable()
export class SigningKeyRepository {
  private readonly keys: Repository<SigningKey>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.keys = dataSource.getRepository(SigningKey);
  }

  newestFirst(): Promise<SigningKey[]> {
    return this.keys.find({ order: { createdAt: 'DESC' } });
  }

  newest(): Promise<SigningKey | null> {
    return this.keys.findOne({ where: {}, order: { createdAt: 'DESC' } });
  }

  async insert(key: { kid: string; sealedPrivateKey: string; publicJwk: JWK }): Promise<void> {
    await this.keys.insert(key);
  }
}
