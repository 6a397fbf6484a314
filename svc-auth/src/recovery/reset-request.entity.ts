import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { type Language } from '@dating/contracts';
import { UserLogin } from '../accounts/user-login.entity';

/**
 * One "forgot password" request. Requests for an address without an account are kept only
 * for the per-address limit: no user, no token, and the address itself only as a hash.
 */
@Entity({ name: 'password_reset_request' })
export class PasswordResetRequest {
  @PrimaryGeneratedColumn({ name: 'request_id' })
  requestId!: number;

  @Column({ name: 'address_key', type: 'text' })
  addressKey!: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => UserLogin, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserLogin | null;

  @Column({ type: 'char', length: 2 })
  lang!: Language;

  /** SHA-256 of the link's token; the token itself is only ever in the e-mail. */
  @Column({ name: 'token_hash', type: 'text', nullable: true })
  tokenHash!: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When the link's mail was written to the outbox, which sends it once the server takes it. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
