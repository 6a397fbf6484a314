import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** svc-auth's Ed25519 key pairs; the newest signs, all verify (rotation without logouts). */
@Entity({ name: 'signing_key' })
export class SigningKey {
  @PrimaryColumn({ type: 'text' })
  kid!: string;

  /** The private JWK sealed with SIGNING_KEY_SECRET (signing-key-seal.ts), never in plaintext. */
  @Column({ name: 'sealed_private_key', type: 'text' })
  sealedPrivateKey!: string;

  @Column({ name: 'public_jwk', type: 'jsonb' })
  publicJwk!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
